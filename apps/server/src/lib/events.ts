// Domain events: services announce what happened; mail, realtime, cache invalidation and metrics
// subscribe. One typed map, so an event name and its payload cannot drift apart. Delivery is in
// process and after the fact: a service emits once its transaction has committed, and a failing
// subscriber is logged without undoing or failing the operation that emitted.

export interface DomainEvents {
  /** A contact or issue-report message was stored. */
  'contact.received': { messageId: number };
  /** Catalogue content changed (seeding, later the admin console): cached answers are stale. */
  'content.changed': { domain: 'content' | 'billing' | 'study' };
  /** E-mail was committed to the outbox: the sender should deliver it. */
  'mail.queued': Record<string, never>;
  /** A member signed up (any kind); their activation mail is already queued. */
  'account.signed_up': { userId: number; kind: 'trial' | 'credit_card' | 'paypal' | 'free' };
  /** A member followed their activation link. */
  'account.activated': { userId: number };
  /** One session ended (logout): its token is refused from now on, on every process. */
  'auth.session_revoked': { userId: number; tokenHash: string };
  /**
   * Every session of a member ended (login-and-clear, password reset, and later disable), or every
   * one but `keepTokenHash` (a password change).
   */
  'auth.user_sessions_revoked': { userId: number; keepTokenHash?: string };
  /** What a signed-in request knows of the member changed: username, role, agreed terms. */
  'auth.principal_changed': { userId: number };
  /** The member's subscriptions changed (sign-up, purchase, refund, grant): access may differ. */
  'billing.entitlements_changed': { userId: number };
  /** The member's own study records changed (markings, resets, stars, filters): lists and stats. */
  'study.member_records_changed': { userId: number };
  /** Who is in a group changed: a member joined or left it, or its owner deleted it. */
  'groups.membership_changed': { groupId: number };
  /**
   * What members see of a group changed: made, renamed, made private or public, deleted, joined or
   * left. `userId`: the member whose own list gained or lost it.
   */
  'groups.changed': { groupId: number; userId?: number };
  /** The member's playlists changed (made, renamed, deleted, items added, removed or reordered). */
  'playlists.changed': { userId: number };
  /** Something only the member's own answer shows changed (the tutorial seen). */
  'users.profile_changed': { userId: number };
}

export type EventName = keyof DomainEvents;

/**
 * The events every process must hear, because some process keeps a cache or a socket that they
 * make stale: with REDIS_URL they are published to the other processes (lib/event-bridge.ts).
 * The rest concern only the process that emitted them (its outbox, its metrics).
 */
export const BROADCAST_EVENTS = [
  'content.changed',
  'auth.session_revoked',
  'auth.user_sessions_revoked',
  'auth.principal_changed',
  'billing.entitlements_changed',
  'study.member_records_changed',
  'groups.membership_changed',
  'groups.changed',
  'playlists.changed',
  'users.profile_changed',
] as const satisfies readonly EventName[];

/** An event every process must hear (lib/event-bridge.ts publishes these). */
export type BroadcastEvent = (typeof BROADCAST_EVENTS)[number];

type Handler<K extends EventName> = (payload: DomainEvents[K]) => void | Promise<void>;

/** Sees every event emitted in this process (not those dispatched from another one). */
export type EmitTap = <K extends EventName>(event: K, payload: DomainEvents[K]) => void;

export class EventBus {
  private readonly handlers = new Map<EventName, Handler<never>[]>();
  private readonly pending = new Set<Promise<void>>();
  private taps: EmitTap[] = [];

  constructor(private readonly onError: (err: unknown, event: EventName) => void) {}

  on<K extends EventName>(event: K, handler: Handler<K>): () => void {
    const list = (this.handlers.get(event) ?? []) as Handler<K>[];
    list.push(handler);
    this.handlers.set(event, list as Handler<never>[]);
    return () => {
      const current = (this.handlers.get(event) ?? []) as Handler<K>[];
      this.handlers.set(event, current.filter((h) => h !== handler) as Handler<never>[]);
    };
  }

  /** Announces what this process did: its handlers run, and every tap (the Redis bridge) sees it. */
  emit<K extends EventName>(event: K, payload: DomainEvents[K]): void {
    this.dispatch(event, payload);
    for (const tap of this.taps) {
      try {
        tap(event, payload);
      } catch (err) {
        this.onError(err, event);
      }
    }
  }

  /**
   * Runs this process's handlers only, without the taps: for an event another process emitted,
   * which must not be sent back out.
   */
  dispatch<K extends EventName>(event: K, payload: DomainEvents[K]): void {
    for (const handler of (this.handlers.get(event) ?? []) as Handler<K>[]) {
      const run = Promise.resolve()
        .then(() => handler(payload))
        .catch((err: unknown) => this.onError(err, event))
        .finally(() => this.pending.delete(run));
      this.pending.add(run);
    }
  }

  /** Observes every `emit` of this process, synchronously; returns a function that stops it. */
  tap(fn: EmitTap): () => void {
    this.taps = [...this.taps, fn];
    return () => {
      this.taps = this.taps.filter((t) => t !== fn);
    };
  }

  /** Resolves when every handler started so far has finished (tests, and a clean shutdown). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}
