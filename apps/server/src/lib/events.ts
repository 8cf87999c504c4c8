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
}

export type EventName = keyof DomainEvents;

/** Every event name, for subscribers that watch them all (metrics). */
export const EVENT_NAMES = [
  'contact.received',
  'content.changed',
  'mail.queued',
  'account.signed_up',
  'account.activated',
] as const satisfies readonly EventName[];
type Handler<K extends EventName> = (payload: DomainEvents[K]) => void | Promise<void>;

export class EventBus {
  private readonly handlers = new Map<EventName, Handler<never>[]>();
  private readonly pending = new Set<Promise<void>>();

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

  emit<K extends EventName>(event: K, payload: DomainEvents[K]): void {
    for (const handler of (this.handlers.get(event) ?? []) as Handler<K>[]) {
      const run = Promise.resolve()
        .then(() => handler(payload))
        .catch((err: unknown) => this.onError(err, event))
        .finally(() => this.pending.delete(run));
      this.pending.add(run);
    }
  }

  /** Resolves when every handler started so far has finished (tests, and a clean shutdown). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}
