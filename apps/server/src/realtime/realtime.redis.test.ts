// Two server processes on one Redis (REDIS_URL): members connected to different processes are one
// group, and a role claimed at the same instant on both is given once. Here the two processes are
// two apps in this test process, each with its own Redis connections, Socket.IO adapter and timers,
// sharing one database as two processes share PostgreSQL (test/two-apps-on-redis.ts). A logout on
// one process signs out the member's socket on the other (the session event reaches it through
// Redis).
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonPost } from '../test/inject-json.ts';
import { redisAvailable, testRedisUrl, useTwoAppsOnRedis } from '../test/two-apps-on-redis.ts';
import { memberWith } from '../modules/groups/groups.test-support.ts';
import { libraryStations } from '../modules/playlists/playlists.test-support.ts';
import { messages } from '@osce/shared/messages';
import { connectMember, joinGroup, type Connected } from './realtime.test-support.ts';

// For clearing what an earlier run left in Redis.
const redis = new Redis(testRedisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
const { t, second } = useTwoAppsOnRedis();
const urls: string[] = [];

beforeAll(async () => {
  if (!redisAvailable) return;
  await redis.connect();
  urls.push(await t().app.listen({ port: 0, host: '127.0.0.1' }));
  urls.push(await second().listen({ port: 0, host: '127.0.0.1' }));
});

afterAll(() => {
  redis.disconnect();
});

describe.skipIf(!redisAvailable)('group study on two server processes sharing Redis', () => {
  it('serves one group across both, and gives a contested role once', async () => {
    const [station] = await libraryStations(t(), 1);
    const members = await Promise.all([0, 1, 2, 3].map(() => memberWith(t(), 'paid')));
    const made = await t().injectAs(members[0]!.token, jsonPost('/api/groups/create', {}));
    expect(made.statusCode, made.body).toBe(200);
    const groupId = made.json().group.id as number;
    // A session left in Redis by an earlier run with the same group id must not leak in.
    await redis.del(`osce:group-session:${groupId}`);
    for (const m of members.slice(1)) {
      await t().injectAs(m.token, jsonPost(`/api/groups/${groupId}/join`, {}));
    }
    const sockets: Connected[] = [];
    // Alternate processes: members 0 and 2 on the first, 1 and 3 on the second.
    for (const [i, m] of members.entries()) sockets.push(await joinGroup(urls[i % 2]!, m, groupId));
    const everyone = await sockets[0]!.until((s) => s.members.length === 4);
    expect(everyone.members.map((m) => m.uid)).toEqual(members.map((m) => m.id));

    const answers = await Promise.all(
      sockets.map((s) => s.send('change-role', { role: 'examiner' })),
    );
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    const winner = answers.findIndex((a) => a.ok);
    for (const s of sockets) {
      const seen = await s.until((snap) => snap.members.some((m) => m.role === 'examiner'));
      expect(seen.members.filter((m) => m.role === 'examiner').map((m) => m.uid)).toEqual([
        members[winner]!.id,
      ]);
    }

    // The examiner on one process starts; a member on the other process sees it.
    await sockets[winner]!.send('set-station', { station_id: station!.id });
    await sockets[winner]!.send('start');
    const other = sockets[(winner + 1) % 4]!;
    const run = await other.until((s) => s.current?.run.phase === 'reading');
    expect(run.current!.station.id).toBe(station!.id);
    // Every member's latest view agrees on the version.
    const versions = await Promise.all(
      sockets.map((s) => s.until((snap) => snap.version >= run.version)),
    );
    expect(new Set(versions.map((v) => v.current?.run.phaseEndsAt)).size).toBe(1);
    sockets.forEach((s) => s.close());
  });

  it('signs out, on the other process, the socket of a session logged out on this one', async () => {
    const member = await memberWith(t(), 'paid');
    const there = await connectMember(urls[1]!, member);
    const refused = new Promise((resolve) => there.socket.once('refused', resolve));
    const disconnected = new Promise((resolve) => there.socket.once('disconnect', resolve));
    const out = await t().injectAs(member.token, { method: 'GET', url: '/api/logout' });
    expect(out.statusCode).toBe(200);
    expect(await refused).toEqual({ message: messages.credentialsExpired, status: 401 });
    expect(await disconnected).toBe('io server disconnect');
    await expect(connectMember(urls[1]!, member)).rejects.toThrow(messages.credentialsExpired);
  });
});
