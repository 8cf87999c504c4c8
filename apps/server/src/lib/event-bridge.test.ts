// The Redis event bridge between two processes, each an EventBus with its own bridge here, on the
// real Redis (TEST_REDIS_URL; skipped on a laptop without Redis). Every test uses a channel of its
// own so that test files running at the same time do not hear each other.
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import {
  BRIDGE_DOWN_MESSAGE,
  BRIDGE_UP_MESSAGE,
  DELIVERY_TIMEOUT_MS,
  parseBridgeMessage,
  startEventBridge,
  type EventBridge,
} from './event-bridge.ts';
import { EventBus, type DomainEvents, type EventName } from './events.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const admin = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
const redisAvailable =
  process.env.TEST_REDIS_URL !== undefined ||
  (await admin.connect().then(
    () => true,
    () => false,
  ));

/** A process: its bus, its bridge, the log lines it wrote. */
interface Proc {
  bus: EventBus;
  bridge: EventBridge;
  logs: { level: number; msg: string }[];
}

const open: { bridge: EventBridge; base: Redis }[] = [];

function startProcess(channel: string, url = redisUrl, heartbeatMs?: number): Proc {
  const logs: Proc['logs'] = [];
  const log = pino(
    { level: 'debug' },
    { write: (line: string) => void logs.push(JSON.parse(line) as Proc['logs'][number]) },
  ) as unknown as FastifyBaseLogger;
  const bus = new EventBus((err) => {
    throw err;
  });
  // The server's own connection is only duplicated, never used by the bridge.
  const base = new Redis(url, { lazyConnect: true });
  const bridge = startEventBridge({
    events: bus,
    redis: base,
    log,
    channel,
    retryDelayMs: () => 20,
    heartbeatMs,
  });
  open.push({ bridge, base });
  return { bus, bridge, logs };
}

/** Resolves with the payload of the next `event` this bus's handlers see. */
function next<K extends EventName>(bus: EventBus, event: K): Promise<DomainEvents[K]> {
  return new Promise((resolve) => {
    const off = bus.on(event, (payload) => {
      off();
      resolve(payload);
    });
  });
}

/** Counts what this bus's handlers see of `event`. */
function count(bus: EventBus, event: EventName): { n: number } {
  const seen = { n: 0 };
  bus.on(event, () => {
    seen.n += 1;
  });
  return seen;
}

/** The Redis client id of a connection by its name (CLIENT LIST). */
async function clientIdOf(name: string): Promise<string | undefined> {
  const list = (await admin.client('LIST')) as string;
  const line = list.split('\n').find((l) => l.includes(` name=${name} `));
  return line?.match(/^id=(\d+) /)?.[1];
}

/** A TCP relay to Redis that can stop carrying bytes without closing anything. */
async function startSilenceableRelay() {
  const target = new URL(redisUrl);
  let silent = false;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    sockets.add(client).add(upstream);
    client.on('data', (d) => void (silent || upstream.write(d)));
    upstream.on('data', (d) => void (silent || client.write(d)));
    for (const s of [client, upstream]) s.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    silence: (on: boolean) => (silent = on),
    close: () => {
      for (const s of sockets) s.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

afterEach(async () => {
  for (const { bridge, base } of open.splice(0)) {
    await bridge.close();
    base.disconnect();
  }
});

afterAll(() => admin.disconnect());

describe('parseBridgeMessage', () => {
  it('takes a known broadcast event with a valid payload, and nothing else', () => {
    const message = (event: string, payload: unknown) =>
      JSON.stringify({ origin: 'o1', event, payload });
    expect(
      parseBridgeMessage(message('auth.session_revoked', { userId: 3, tokenHash: 'h' })),
    ).toEqual({
      origin: 'o1',
      event: 'auth.session_revoked',
      payload: { userId: 3, tokenHash: 'h' },
    });
    expect(parseBridgeMessage('not json')).toBeNull();
    expect(parseBridgeMessage('null')).toBeNull();
    // Known locally, but not a broadcast event: another process has no business sending it.
    expect(parseBridgeMessage(message('mail.queued', {}))).toBeNull();
    expect(parseBridgeMessage(message('no.such_event', { userId: 3 }))).toBeNull();
    expect(parseBridgeMessage(message('toString', {}))).toBeNull();
    expect(parseBridgeMessage(message('billing.entitlements_changed', { userId: '3' }))).toBeNull();
    expect(parseBridgeMessage(message('content.changed', { domain: 'other' }))).toBeNull();
    expect(
      parseBridgeMessage(JSON.stringify({ event: 'content.changed', payload: {} })),
    ).toBeNull();
  });
});

describe.skipIf(!redisAvailable)('the event bridge on Redis', () => {
  it('delivers an emit on one process to the other once, and not back to itself', async () => {
    const channel = `osce:events:test:${randomUUID()}`;
    const a = startProcess(channel);
    const b = startProcess(channel);
    await Promise.all([a.bridge.whenLive(), b.bridge.whenLive()]);
    const onA = count(a.bus, 'billing.entitlements_changed');
    const onB = count(b.bus, 'billing.entitlements_changed');
    const arrived = next(b.bus, 'billing.entitlements_changed');

    a.bus.emit('billing.entitlements_changed', { userId: 42 });
    expect(await arrived).toEqual({ userId: 42 });

    // A's subscriber reads the channel in order: once B's answer reaches A, A has already read
    // (and skipped) its own message, so a second delivery on A would have happened by now.
    const answer = next(a.bus, 'auth.principal_changed');
    b.bus.emit('auth.principal_changed', { userId: 42 });
    await answer;
    await Promise.all([a.bus.idle(), b.bus.idle()]);
    expect(onA.n).toBe(1);
    expect(onB.n).toBe(1);
    expect(a.bridge.stats()).toMatchObject({ live: true, received: 1, invalid: 0 });
    expect(b.bridge.stats()).toMatchObject({ live: true, received: 1, invalid: 0 });
  });

  it('says an event is delivered only once every listening process has applied it', async () => {
    const channel = `test:${randomUUID()}`;
    const [a, b, c] = [startProcess(channel), startProcess(channel), startProcess(channel)];
    await Promise.all([a.bridge.whenLive(), b.bridge.whenLive(), c.bridge.whenLive()]);
    const applied: string[] = [];
    b.bus.on('auth.session_revoked', () => void applied.push('b'));
    c.bus.on('auth.session_revoked', () => void applied.push('c'));
    expect(a.bridge.pending()).toBe(0);
    a.bus.emit('auth.session_revoked', { userId: 1, tokenHash: 'h' });
    expect(a.bridge.pending()).toBe(1);
    await a.bridge.delivered();
    expect(applied.sort()).toEqual(['b', 'c']);
    expect(a.bridge.pending()).toBe(0);
    expect(a.bridge.stats().deliveryTimeouts).toBe(0);
  });

  it('stops waiting for a listener that never acknowledges, after the delivery timeout', async () => {
    const channel = `test:${randomUUID()}`;
    const a = startProcess(channel);
    await a.bridge.whenLive();
    // An old-version process: it hears the channel but does not acknowledge.
    const mute = new Redis(redisUrl);
    await mute.subscribe(channel);
    try {
      const started = Date.now();
      a.bus.emit('auth.principal_changed', { userId: 2 });
      await a.bridge.delivered();
      expect(Date.now() - started).toBeGreaterThanOrEqual(DELIVERY_TIMEOUT_MS - 50);
      expect(a.bridge.stats().deliveryTimeouts).toBe(1);
    } finally {
      mute.disconnect();
    }
  });

  it('keeps the events that concern one process to that process', async () => {
    const channel = `osce:events:test:${randomUUID()}`;
    const a = startProcess(channel);
    const b = startProcess(channel);
    await Promise.all([a.bridge.whenLive(), b.bridge.whenLive()]);
    const mailOnB = count(b.bus, 'mail.queued');
    const mailOnA = count(a.bus, 'mail.queued');
    const arrived = next(b.bus, 'content.changed');

    a.bus.emit('mail.queued', {});
    a.bus.emit('content.changed', { domain: 'study' });
    // Published in emit order: had the first gone out, B would have had it before this one.
    await arrived;
    await b.bus.idle();
    expect(mailOnB.n).toBe(0);
    expect(mailOnA.n).toBe(1);
  });

  it('ignores and counts what is not a valid event, and goes on', async () => {
    const channel = `osce:events:test:${randomUUID()}`;
    const b = startProcess(channel);
    await b.bridge.whenLive();
    const revoked = count(b.bus, 'auth.session_revoked');
    const arrived = next(b.bus, 'auth.user_sessions_revoked');

    await admin.publish(channel, '{"origin":');
    await admin.publish(
      channel,
      JSON.stringify({ origin: 'x', event: 'admin.pwned', payload: {} }),
    );
    await admin.publish(
      channel,
      JSON.stringify({ origin: 'x', event: 'auth.session_revoked', payload: { userId: 'all' } }),
    );
    await admin.publish(
      channel,
      JSON.stringify({ origin: 'x', event: 'auth.user_sessions_revoked', payload: { userId: 7 } }),
    );
    expect(await arrived).toEqual({ userId: 7 });
    expect(revoked.n).toBe(0);
    expect(b.bridge.stats()).toMatchObject({ live: true, received: 1, invalid: 3 });
  });

  it('is not live while its subscriber connection is down, and resets on losing and regaining it', async () => {
    const channel = `osce:events:test:${randomUUID()}`;
    const a = startProcess(channel);
    const b = startProcess(channel);
    await Promise.all([a.bridge.whenLive(), b.bridge.whenLive()]);
    const resets: boolean[] = [];
    let resetSeen: () => void = () => undefined;
    b.bridge.onReset(() => {
      resets.push(b.bridge.isLive());
      resetSeen();
    });
    const wentDown = new Promise<void>((resolve) => (resetSeen = resolve));

    const id = await clientIdOf(`osce-events-sub-${b.bridge.origin}`);
    expect(id).toBeDefined();
    await admin.client('KILL', 'ID', id!);
    await wentDown;
    expect(resets).toEqual([false]);
    expect(b.bridge.isLive()).toBe(false);

    await b.bridge.whenLive();
    expect(resets).toEqual([false, true]);
    expect(b.bridge.stats()).toMatchObject({ live: true, outages: 1 });
    // Said once when it went down and once when it came back, in the process's log.
    const said = b.logs.map((l) => l.msg);
    expect(said.filter((m) => m === BRIDGE_DOWN_MESSAGE)).toHaveLength(1);
    expect(said.filter((m) => m === BRIDGE_UP_MESSAGE)).toHaveLength(1);

    // And it hears the other process again.
    const arrived = next(b.bus, 'study.member_records_changed');
    a.bus.emit('study.member_records_changed', { userId: 5 });
    expect(await arrived).toEqual({ userId: 5 });
  });

  it('notices a link that stops answering without closing, and comes back', async () => {
    const relay = await startSilenceableRelay();
    try {
      const b = startProcess(`osce:events:test:${randomUUID()}`, relay.url, 50);
      await b.bridge.whenLive();
      const resets: boolean[] = [];
      let resetSeen: () => void = () => undefined;
      const wentDown = new Promise<void>((resolve) => (resetSeen = resolve));
      b.bridge.onReset(() => {
        resets.push(b.bridge.isLive());
        resetSeen();
      });

      relay.silence(true);
      await wentDown;
      expect(b.bridge.isLive()).toBe(false);
      expect(b.logs.map((l) => l.msg)).toContain(BRIDGE_DOWN_MESSAGE);

      relay.silence(false);
      await b.bridge.whenLive();
      expect(resets).toEqual([false, true]);
    } finally {
      await relay.close();
    }
  });

  it('without Redis: not live, emitting still works locally, and it says so once', async () => {
    // Nothing listens on port 1: every connection attempt is refused.
    const a = startProcess(`osce:events:test:${randomUUID()}`, 'redis://127.0.0.1:1');
    const local = next(a.bus, 'auth.principal_changed');
    a.bus.emit('auth.principal_changed', { userId: 1 });
    a.bus.emit('auth.principal_changed', { userId: 2 });
    expect(await local).toEqual({ userId: 1 });
    expect(a.bridge.isLive()).toBe(false);
    // The publisher gives up after a few reconnect attempts; each event fails on its own.
    await vi.waitFor(() => expect(a.bridge.stats().publishFailures).toBe(2));
    const said = a.logs.map((l) => l.msg);
    expect(said.filter((m) => m === BRIDGE_DOWN_MESSAGE)).toHaveLength(1);
    expect(said.filter((m) => m.startsWith('event bridge: publishing failed'))).toHaveLength(1);
  });

  it('closes both of its connections', async () => {
    const a = startProcess(`osce:events:test:${randomUUID()}`);
    await a.bridge.whenLive();
    a.bus.emit('content.changed', { domain: 'content' });
    await a.bridge.close();
    expect(a.bridge.stats().published).toBe(1);
    await vi.waitFor(async () => {
      expect(await clientIdOf(`osce-events-sub-${a.bridge.origin}`)).toBeUndefined();
      expect(await clientIdOf(`osce-events-pub-${a.bridge.origin}`)).toBeUndefined();
    });
  });
});
