// A member whose only socket was on a process that died (docs/groups.md, 'A process that dies'):
// nobody saw the socket close, so the session still says they are here. Three apps on one Redis
// stand for three processes; the third stops without dropping anyone (its shutdown path, which
// leaves its members to reconnect), and its member never comes back. The sweep on a live process
// finds them online without a socket anywhere, drops them (the others see them reconnecting), and
// the grace then lets them go. A member connected to a live process is never dropped by it.
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP_GRACE_MS } from '@osce/shared/groups/group-state';
import { buildApp } from '../app.ts';
import type { ManualClock } from '../lib/clock.ts';
import { memberWith } from '../modules/groups/groups.test-support.ts';
import { jsonPost } from '../test/inject-json.ts';
import { redisAvailable, testRedisUrl, useTwoAppsOnRedis } from '../test/two-apps-on-redis.ts';
import { joinGroup } from './realtime.test-support.ts';

const redis = new Redis(testRedisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
const { t, second } = useTwoAppsOnRedis();
let third: FastifyInstance;
const urls: string[] = [];

beforeAll(async () => {
  if (!redisAvailable) return;
  await redis.connect();
  third = await buildApp({
    config: t().config,
    database: t().database,
    clock: t().clock,
    rateLimits: false,
    mailSweep: false,
    logger: false,
  });
  await third.ready();
  await third.ctx.coherence.whenLive();
  urls.push(await t().app.listen({ port: 0, host: '127.0.0.1' }));
  urls.push(await second().listen({ port: 0, host: '127.0.0.1' }));
  urls.push(await third.listen({ port: 0, host: '127.0.0.1' }));
});

afterAll(async () => {
  redis.disconnect();
});

/** The sweep's round on the first app; the lock another round left is cleared first. */
async function sweepOnFirst(): Promise<number> {
  await redis.del('osce:presence-sweep');
  return t().app.presenceSweep!.sweep();
}

describe.skipIf(!redisAvailable)('members a dead process left online', () => {
  it('are dropped by the sweep, then let go after the grace; the others stay', async () => {
    const members = await Promise.all([0, 1, 2].map(() => memberWith(t(), 'paid')));
    const made = await t().injectAs(members[0]!.token, jsonPost('/api/groups/create', {}));
    const groupId = made.json().group.id as number;
    await redis.del(`osce:group-session:${groupId}`);
    for (const m of members.slice(1)) {
      await t().injectAs(m.token, jsonPost(`/api/groups/${groupId}/join`, {}));
    }
    // Member 0 on the first process, 1 on the second, 2 on the third (the one that dies).
    const sockets = [];
    for (const [i, m] of members.entries()) sockets.push(await joinGroup(urls[i]!, m, groupId));
    await sockets[0]!.until((s) => s.members.filter((m) => m.online).length === 3);

    // Nothing to do while everyone is connected, wherever they are.
    expect(await sweepOnFirst()).toBe(0);

    // The third process goes without a word to the session; its member never comes back.
    await third.close();
    expect(sockets[0]!.latest()!.members.find((m) => m.uid === members[2]!.id)!.online).toBe(true);

    // The sweep sees no socket of theirs anywhere: dropped, shown as reconnecting to the others.
    expect(await sweepOnFirst()).toBe(1);
    const dropped = await sockets[0]!.until(
      (s) => s.members.find((m) => m.uid === members[2]!.id)?.online === false,
    );
    expect(dropped.members.filter((m) => m.online).map((m) => m.uid)).toEqual([
      members[0]!.id,
      members[1]!.id,
    ]);
    // A second round changes nothing.
    expect(await sweepOnFirst()).toBe(0);
    // Only one process sweeps a round: the lock taken, the other process's round does nothing.
    expect(await second().presenceSweep!.sweep()).toBe(0);

    // After the grace they are let go, as a member whose socket closed would be.
    const clock = t().clock as ManualClock;
    clock.advance(GROUP_GRACE_MS + 1000);
    // (Time is the test's clock: the next action applies what time has done, here a second tab.)
    const tab = await joinGroup(urls[0]!, members[0]!, groupId);
    const after = await sockets[1]!.until(
      (s) => !s.members.some((m) => m.uid === members[2]!.id),
      10_000,
    );
    expect(after.members.map((m) => m.uid)).toEqual([members[0]!.id, members[1]!.id]);
    for (const s of [...sockets, tab]) s.close();
  });
});
