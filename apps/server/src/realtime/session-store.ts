// Where live group sessions are kept: in this process's memory, or in Redis when several processes
// serve one product (REDIS_URL). Either way `update` is atomic per group: the change function sees
// the latest state and its answer is written only if nobody wrote in between, so two members
// claiming one role at the same instant, on one process or on two, are applied one after the other
// and exactly once.
import type { Redis } from 'ioredis';
import type { GroupSessionState } from '@osce/shared/groups/group-session';

/** What a change answers: the next state (null deletes it: nobody is left) and a result. */
export interface StoreChange<T> {
  state: GroupSessionState | null;
  /** false: nothing to write (the change was refused or changed nothing). */
  write: boolean;
  result: T;
}

export interface SessionStore {
  read(groupId: number): Promise<GroupSessionState | null>;
  readMany(groupIds: number[]): Promise<(GroupSessionState | null)[]>;
  /** Every group that has a live session now (the presence sweep walks them). */
  groupIds(): Promise<number[]>;
  update<T>(
    groupId: number,
    change: (state: GroupSessionState | null) => StoreChange<T>,
  ): Promise<T>;
  close?(): void;
}

export class MemorySessionStore implements SessionStore {
  private readonly sessions = new Map<number, GroupSessionState>();
  /** One queue per group: updates of one group run one at a time, groups in parallel. */
  private readonly queues = new Map<number, Promise<unknown>>();

  async read(groupId: number): Promise<GroupSessionState | null> {
    return this.sessions.get(groupId) ?? null;
  }

  async readMany(groupIds: number[]): Promise<(GroupSessionState | null)[]> {
    return groupIds.map((id) => this.sessions.get(id) ?? null);
  }

  async groupIds(): Promise<number[]> {
    return [...this.sessions.keys()];
  }

  update<T>(
    groupId: number,
    change: (state: GroupSessionState | null) => StoreChange<T>,
  ): Promise<T> {
    // The change is synchronous, so in one process it is already atomic; the queue keeps the
    // same guarantee if a change ever awaits.
    const previous = this.queues.get(groupId) ?? Promise.resolve();
    const next = previous.then(() => {
      const answer = change(this.sessions.get(groupId) ?? null);
      if (answer.write) {
        if (answer.state) this.sessions.set(groupId, answer.state);
        else this.sessions.delete(groupId);
      }
      return answer.result;
    });
    const settled = next.catch(() => undefined);
    this.queues.set(groupId, settled);
    void settled.then(() => {
      if (this.queues.get(groupId) === settled) this.queues.delete(groupId);
    });
    return next;
  }
}

const KEY_PREFIX = 'osce:group-session:';
/** A session nobody touched for a day is gone (everyone left long ago, or a process died). */
const TTL_SECONDS = 24 * 60 * 60;
const MAX_ATTEMPTS = 50;
/** Idle connections kept for the next updates. */
const POOL_SIZE = 16;

/**
 * Redis: optimistic transactions (WATCH the key, read, MULTI/SET/EXEC; EXEC answers null when the
 * key changed meanwhile, and the change runs again on the fresh state). Uses its own connection,
 * because WATCH belongs to a connection and must not mix with other commands.
 */
export class RedisSessionStore implements SessionStore {
  private readonly idle: Redis[] = [];
  private closed = false;

  /**
   * Reads go through a connection of the store's own that queues while (re)connecting: the shared
   * one fails fast by design (rate limits), but a member's snapshot should wait a moment instead.
   */
  private readonly reader: Redis;

  constructor(private readonly redis: Redis) {
    this.reader = quiet(redis.duplicate({ enableOfflineQueue: true }));
  }

  private key(groupId: number): string {
    return `${KEY_PREFIX}${groupId}`;
  }

  async read(groupId: number): Promise<GroupSessionState | null> {
    const raw = await this.reader.get(this.key(groupId));
    return raw ? (JSON.parse(raw) as GroupSessionState) : null;
  }

  async readMany(groupIds: number[]): Promise<(GroupSessionState | null)[]> {
    if (groupIds.length === 0) return [];
    const raws = await this.reader.mget(groupIds.map((id) => this.key(id)));
    return raws.map((raw) => (raw ? (JSON.parse(raw) as GroupSessionState) : null));
  }

  async groupIds(): Promise<number[]> {
    const ids: number[] = [];
    let cursor = '0';
    do {
      const [next, keys] = await this.reader.scan(cursor, 'MATCH', `${KEY_PREFIX}*`, 'COUNT', 500);
      cursor = next;
      for (const key of keys) {
        const id = Number(key.slice(KEY_PREFIX.length));
        if (Number.isInteger(id) && id > 0) ids.push(id);
      }
    } while (cursor !== '0');
    return ids;
  }

  async update<T>(
    groupId: number,
    change: (state: GroupSessionState | null) => StoreChange<T>,
  ): Promise<T> {
    const key = this.key(groupId);
    // A connection of its own per update: WATCH is per connection, and updates of different
    // groups (or of one group from two sockets) run concurrently. Connections are reused.
    const conn = this.idle.pop() ?? quiet(this.redis.duplicate({ enableOfflineQueue: true }));
    let healthy = false;
    try {
      for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
        await conn.watch(key);
        const raw = await conn.get(key);
        const answer = change(raw ? (JSON.parse(raw) as GroupSessionState) : null);
        if (!answer.write) {
          await conn.unwatch();
          healthy = true;
          return answer.result;
        }
        const multi = conn.multi();
        if (answer.state) multi.set(key, JSON.stringify(answer.state), 'EX', TTL_SECONDS);
        else multi.del(key);
        const done = await multi.exec();
        if (done !== null) {
          healthy = true;
          return answer.result;
        }
      }
      throw new Error(`group session ${groupId}: too many concurrent updates`);
    } finally {
      if (healthy && this.idle.length < POOL_SIZE && !this.closed) this.idle.push(conn);
      else conn.disconnect();
    }
  }

  close(): void {
    this.closed = true;
    this.reader.disconnect();
    for (const conn of this.idle.splice(0)) conn.disconnect();
  }
}

/**
 * A failed command rejects for its caller, and the shared connection says once per outage that
 * Redis is away (context.ts); without a listener ioredis would print every reconnect attempt.
 */
function quiet(connection: Redis): Redis {
  connection.on('error', () => undefined);
  return connection;
}
