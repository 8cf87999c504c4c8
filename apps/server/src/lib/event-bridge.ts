// Per-process caches (signed-in principals, member station lists and stats, the catalogue, public
// answers) are kept exact by the domain events that announce each change. With one process the
// in-process bus hears every event. With several processes on one PostgreSQL + Redis, the events
// that make a cache stale (BROADCAST_EVENTS) are bridged through Redis pub/sub, which delivers at
// most once: while the link is down a process cannot know what it missed. `Coherence` is how a
// cache learns whether it may be trusted right now (docs/architecture.md, "Events across processes").
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { isBroadcast, parseBridgeMessage } from './event-bridge-messages.ts';
import type { EventBus } from './events.ts';

export { parseBridgeMessage };

/** What a per-process cache asks before using what it holds. */
export interface Coherence {
  /**
   * True when every change made anywhere reaches this process's event handlers: always without
   * Redis (one process), and with Redis only while the subscriber connection is subscribed. While
   * false a cache must neither serve nor store anything: read the database on every request.
   */
  isLive(): boolean;
  /**
   * Registers `fn`, called when the link goes down and again right after it is subscribed again,
   * because anything held (or being loaded) may have missed an event: clear everything and treat a
   * load in flight as stale (bump a generation). Returns a function that unregisters `fn`.
   */
  onReset(fn: () => void): () => void;
}

/** Counts since the process started, for /metrics. */
export interface EventBridgeStats {
  /** The bridge is in use (REDIS_URL set); without it `live` is always true. */
  bridged: boolean;
  live: boolean;
  /** Times the link went down (or could not be set up at start). */
  outages: number;
  /** Events of this process sent to the others. */
  published: number;
  /** Events of other processes dispatched to this process's handlers. */
  received: number;
  /** Messages on the channel that were not a known event with a valid payload: ignored. */
  invalid: number;
  /** Events that could not be sent (Redis away): the others clear their caches on reconnecting. */
  publishFailures: number;
  /** Events not acknowledged by every listening process within DELIVERY_TIMEOUT_MS. */
  deliveryTimeouts: number;
}

/** Coherence plus what /metrics reports about it. */
export interface EventBridgeStatus extends Coherence {
  stats(): EventBridgeStats;
  /**
   * Resolves once every event published so far has been applied by every process that was
   * listening (each acknowledges it), or after DELIVERY_TIMEOUT_MS: a request that revoked a session
   * answers only then, so its next request is refused on any process.
   */
  delivered(): Promise<void>;
  /** Events published and not yet acknowledged by every listening process (nor timed out). */
  pending(): number;
  /** Resolves once live (at once if it is): a process starts not live until it has subscribed. */
  whenLive(): Promise<void>;
}

/** One process, no Redis: the in-process bus hears every event, so caches are always exact. */
export const singleProcessCoherence: EventBridgeStatus = {
  isLive: () => true,
  onReset: () => () => undefined,
  whenLive: () => Promise.resolve(),
  delivered: () => Promise.resolve(),
  pending: () => 0,
  stats: () => ({
    bridged: false,
    live: true,
    outages: 0,
    published: 0,
    received: 0,
    invalid: 0,
    publishFailures: 0,
    deliveryTimeouts: 0,
  }),
};

export const EVENT_CHANNEL = 'osce:events';

export const BRIDGE_DOWN_MESSAGE =
  'event bridge down: caches bypassed, every request reads the database';
export const BRIDGE_UP_MESSAGE = 'event bridge up again: caches cleared and in use';

export interface EventBridge extends EventBridgeStatus {
  /** This process's id on the channel: its own messages come back to it and are skipped. */
  readonly origin: string;
  /** Stops publishing and quits both connections. */
  close(): Promise<void>;
}

export interface EventBridgeOptions {
  events: EventBus;
  /** The server's connection: the bridge opens its own two from it (`duplicate`). */
  redis: Redis;
  log: FastifyBaseLogger;
  /** Tests give each pair of processes a channel of its own. */
  channel?: string;
  /** Wait before reconnect attempt n (1, 2, …). */
  retryDelayMs?: (attempt: number) => number;
  /**
   * The subscriber pings Redis this often, and a ping still unanswered at the next one drops the
   * connection (then reconnects): a link that dies without closing is noticed within two periods.
   */
  heartbeatMs?: number;
}

/**
 * How long a request that published an event waits for every listening process to acknowledge it.
 * A process slower than this (or gone) is not waited for: the request answers, and that process
 * applies the event when it arrives.
 */
export const DELIVERY_TIMEOUT_MS = 1000;

/** Reconnect quickly at first, then every 2 s while Redis stays away. */
const defaultRetryDelay = (attempt: number) => Math.min(attempt * 100, 2000);
const DEFAULT_HEARTBEAT_MS = 5000;

/**
 * Publishes this process's broadcast events to the channel, and dispatches the other processes'
 * ones to the local handlers only (never published again, so nothing loops).
 */
export function startEventBridge(opts: EventBridgeOptions): EventBridge {
  const { events, log } = opts;
  const channel = opts.channel ?? EVENT_CHANNEL;
  const retryStrategy = opts.retryDelayMs ?? defaultRetryDelay;
  // Also in the connections' names, so CLIENT LIST tells which process each one belongs to.
  const origin = randomUUID();
  const counts = {
    outages: 0,
    published: 0,
    received: 0,
    invalid: 0,
    publishFailures: 0,
    deliveryTimeouts: 0,
  };
  // Delivery: each process acknowledges every event it applies (its own included) on the
  // emitter's ack channel; PUBLISH answers how many subscribers got the message, so the emitter
  // knows how many acknowledgements to wait for.
  const ackChannel = `${channel}:ack:${origin}`;
  let nextId = 0;
  /** Per event id: acknowledgements arrived, how many PUBLISH said to expect (once it answered). */
  const awaiting = new Map<
    string,
    { arrived: number; expected: number | null; done: () => void }
  >();
  const inFlight = new Set<Promise<void>>();
  const resets = new Set<() => void>();
  const waiters: (() => void)[] = [];
  let state: 'starting' | 'live' | 'down' = 'starting';
  let closing = false;
  let publishFailing = false;

  // Commands wait while the publisher reconnects (a dropped connection is back within
  // milliseconds), but not for long: after a few attempts Redis is really away, the subscribers
  // are down too, and they clear their caches when they come back.
  const publisher = opts.redis.duplicate({
    connectionName: `osce-events-pub-${origin}`,
    lazyConnect: false,
    enableOfflineQueue: true,
    maxRetriesPerRequest: 3,
    retryStrategy,
  });
  // Subscribed by hand on every `ready` (not ioredis's autoResubscribe), so that the moment the
  // subscription is confirmed is known: only from then on is every event heard.
  const subscriber = opts.redis.duplicate({
    connectionName: `osce-events-sub-${origin}`,
    lazyConnect: false,
    enableOfflineQueue: true,
    autoResubscribe: false,
    maxRetriesPerRequest: null,
    retryStrategy,
  });
  // Connection errors are followed by `close`, which is what changes the state; logging each retry
  // would repeat the same line every two seconds for as long as Redis is away.
  publisher.on('error', (err) => log.debug({ err }, 'event bridge publisher: redis error'));
  subscriber.on('error', (err) => log.debug({ err }, 'event bridge subscriber: redis error'));

  const reset = () => {
    for (const fn of resets) {
      try {
        fn();
      } catch (err) {
        log.error({ err }, 'event bridge: clearing a cache failed');
      }
    }
  };

  const goDown = () => {
    if (closing || state === 'down') return;
    state = 'down';
    counts.outages += 1;
    log.warn(BRIDGE_DOWN_MESSAGE);
    reset();
  };

  const goLive = () => {
    if (closing) return;
    const wasDown = state === 'down';
    state = 'live';
    reset();
    if (wasDown) log.info(BRIDGE_UP_MESSAGE);
    for (const resolve of waiters.splice(0)) resolve();
  };

  subscriber.on('ready', () => {
    subscriber.subscribe(channel, ackChannel).then(
      () => {
        // The connection may have dropped again while the reply was on its way.
        if (subscriber.status === 'ready') goLive();
      },
      (err: unknown) => {
        if (closing) return;
        log.warn({ err }, 'event bridge: subscribing failed; reconnecting');
        goDown();
        subscriber.disconnect(true);
      },
    );
  });
  subscriber.on('close', goDown);
  subscriber.on('message', (from: string, message: string) => {
    if (from === ackChannel) {
      const wait = awaiting.get(message);
      if (!wait) return;
      wait.arrived += 1;
      if (wait.expected !== null && wait.arrived >= wait.expected) wait.done();
      return;
    }
    if (from !== channel) return;
    const parsed = parseBridgeMessage(message);
    if (!parsed) {
      counts.invalid += 1;
      return;
    }
    if (parsed.origin !== origin) {
      counts.received += 1;
      events.dispatch(parsed.event, parsed.payload);
    }
    // The handlers that drop cached entries run as soon as the dispatch's microtasks do, before
    // this callback of the next turn.
    if (parsed.id) {
      const { id } = parsed;
      const ackTo = `${channel}:ack:${parsed.origin}`;
      setImmediate(() => {
        publisher.publish(ackTo, id).catch(() => undefined);
      });
    }
  });

  // A subscriber only listens, so a connection that silently stopped carrying anything (a network
  // dropping packets, a host gone without a reset) would look live for as long as TCP keeps it.
  let pingUnanswered = false;
  const heartbeat = setInterval(() => {
    if (state !== 'live' || subscriber.status !== 'ready') {
      pingUnanswered = false;
      return;
    }
    if (pingUnanswered) {
      pingUnanswered = false;
      log.warn('event bridge: redis did not answer a ping; reconnecting');
      // Not live from now on: closing a dead connection may itself take a while.
      goDown();
      subscriber.disconnect(true);
      return;
    }
    pingUnanswered = true;
    subscriber.ping().then(
      () => (pingUnanswered = false),
      () => undefined,
    );
  }, opts.heartbeatMs ?? DEFAULT_HEARTBEAT_MS);
  heartbeat.unref();

  /**
   * The delivery of event `id`: resolves once as many processes acknowledged it as PUBLISH said
   * received it, or after DELIVERY_TIMEOUT_MS. Registered before publishing, so an acknowledgement
   * cannot arrive before it is counted.
   */
  function delivery(id: string): {
    published(receivers: number): void;
    cancel(): void;
    done: Promise<void>;
  } {
    let finish!: () => void;
    const done = new Promise<void>((resolve) => (finish = resolve));
    const timer = setTimeout(() => {
      counts.deliveryTimeouts += 1;
      entry.done();
    }, DELIVERY_TIMEOUT_MS);
    timer.unref();
    const entry = {
      arrived: 0,
      expected: null as number | null,
      done: () => {
        clearTimeout(timer);
        awaiting.delete(id);
        finish();
      },
    };
    awaiting.set(id, entry);
    inFlight.add(done);
    void done.then(() => inFlight.delete(done));
    return {
      published(receivers) {
        entry.expected = receivers;
        if (entry.arrived >= receivers) entry.done();
      },
      cancel: () => entry.done(),
      done,
    };
  }

  const untap = events.tap((event, payload) => {
    if (!isBroadcast(event)) return;
    const id = `${origin}:${++nextId}`;
    const delivered = delivery(id);
    publisher.publish(channel, JSON.stringify({ origin, id, event, payload })).then(
      (receivers) => {
        delivered.published(receivers);
        counts.published += 1;
        if (publishFailing) {
          publishFailing = false;
          log.info('event bridge: publishing again');
        }
      },
      (err: unknown) => {
        delivered.cancel();
        counts.publishFailures += 1;
        if (publishFailing || closing) return;
        publishFailing = true;
        log.warn(
          { err, event },
          'event bridge: publishing failed; other processes clear their caches when their link comes back',
        );
      },
    );
  });

  return {
    origin,
    isLive: () => state === 'live',
    onReset(fn) {
      resets.add(fn);
      return () => resets.delete(fn);
    },
    stats: () => ({ bridged: true, live: state === 'live', ...counts }),
    pending: () => inFlight.size,
    delivered: async () => {
      await Promise.all([...inFlight]);
    },
    whenLive: () =>
      state === 'live' ? Promise.resolve() : new Promise<void>((r) => waiters.push(r)),
    async close() {
      if (closing) return;
      untap();
      clearInterval(heartbeat);
      closing = true;
      state = 'down';
      for (const entry of [...awaiting.values()]) entry.done();
      await Promise.all([shut(publisher), shut(subscriber)]);
    },
  };
}

/**
 * QUIT is answered after the commands sent before it, so events already published go out; a
 * connection that is not up is dropped at once instead of waiting for Redis to come back.
 */
async function shut(connection: Redis): Promise<void> {
  if (connection.status !== 'ready') {
    connection.disconnect();
    return;
  }
  await connection.quit().catch(() => connection.disconnect());
}
