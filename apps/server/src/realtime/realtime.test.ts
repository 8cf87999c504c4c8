// Group study over real sockets: members connected with socket.io-client to the app listening on a
// port, as browsers are. Roles are decided by the server under simultaneous claims; privileged
// messages from a member without the right are refused and change nothing; a late joiner and a
// member back from a dropped connection get the run as it is; the grace lets a dropped member go.
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@osce/shared/messages';
import { GROUP_GRACE_MS } from '@osce/shared/groups/group-session';
import type { ManualClock } from '../lib/clock.ts';
import { jsonPost } from '../test/inject-json.ts';
import type { TestMember } from '../test/member-factory.ts';
import { useTestApp } from '../test/test-app.ts';
import { memberWith } from '../modules/groups/groups.test-support.ts';
import { libraryStations } from '../modules/playlists/playlists.test-support.ts';
import { connectMember, joinGroup, type Connected } from './realtime.test-support.ts';

const t = useTestApp({ catalogue: false });
let url: string;
let paid: { id: number; number: number }[];
let trialStation: { id: number; number: number };

beforeAll(async () => {
  paid = await libraryStations(t(), 3);
  [trialStation] = (await libraryStations(t(), 1, { availableToTrial: true })) as [
    { id: number; number: number },
  ];
  t().app.ctx.events.emit('content.changed', { domain: 'study' });
  url = await t().app.listen({ port: 0, host: '127.0.0.1' });
});

const clock = () => t().clock as ManualClock;

/** A group made by the first member and joined by the others, over the REST calls. */
async function groupOf(members: TestMember[]): Promise<number> {
  const [owner, ...rest] = members as [TestMember, ...TestMember[]];
  const made = await t().injectAs(
    owner.token,
    jsonPost('/api/groups/create', { nickname: 'Ward' }),
  );
  const groupId = made.json().group.id as number;
  for (const m of rest) {
    const joined = await t().injectAs(m.token, jsonPost(`/api/groups/${groupId}/join`, {}));
    expect(joined.statusCode).toBe(200);
  }
  return groupId;
}

async function sessionOf(count: number) {
  const members = await Promise.all(Array.from({ length: count }, () => memberWith(t(), 'paid')));
  const groupId = await groupOf(members);
  const sockets: Connected[] = [];
  for (const m of members) sockets.push(await joinGroup(url, m, groupId));
  return { members, groupId, sockets };
}

const closeAll = (sockets: Connected[]) => sockets.forEach((s) => s.close());

describe('connecting', () => {
  it('refuses a handshake without a valid token, and a group the member is not in', async () => {
    await expect(connectMember(url, { token: 'nope' })).rejects.toThrow(
      messages.credentialsExpired,
    );
    const outsider = await memberWith(t(), 'paid');
    const { groupId, sockets } = await sessionOf(1);
    const socket = await connectMember(url, outsider);
    const answer = await socket.socket.emitWithAck('join', { group_id: groupId });
    expect(answer).toEqual({ ok: false, message: messages.groupNotMember });
    expect(socket.snapshots).toEqual([]);
    const bad = await socket.socket.emitWithAck('join', { group_id: 'x' as unknown as number });
    expect(bad.ok).toBe(false);
    closeAll([socket, ...sockets]);
  });

  it('tells the others who joined, and shows everyone with name and no role yet', async () => {
    const [a, b] = await Promise.all([memberWith(t(), 'paid'), memberWith(t(), 'paid')]);
    const groupId = await groupOf([a!, b!]);
    const first = await joinGroup(url, a!, groupId);
    const second = await joinGroup(url, b!, groupId);
    const notice = await first.untilNotice((n) => n.kind === 'joined');
    expect(notice.name).toMatch(/\S/);
    const both = await first.until((s) => s.members.length === 2);
    expect(both.members.map((m) => [m.uid, m.role, m.online])).toEqual([
      [a!.id, null, true],
      [b!.id, null, true],
    ]);
    expect(second.notices.filter((n) => n.kind === 'joined')).toEqual([]);
    closeAll([first, second]);
  });
});

describe('roles', () => {
  it('gives an exclusive role to exactly one of several members claiming it at the same instant', async () => {
    const { sockets } = await sessionOf(5);
    const answers = await Promise.all(
      sockets.map((s) => s.send('change-role', { role: 'examiner' })),
    );
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    const refusals = answers.filter((a) => !a.ok);
    expect(refusals).toHaveLength(4);
    for (const r of refusals)
      expect(r).toMatchObject({ message: expect.stringMatching(/already been selected by \S/) });
    const settled = await sockets[0]!.until((s) => s.members.some((m) => m.role === 'examiner'));
    expect(settled.members.filter((m) => m.role === 'examiner')).toHaveLength(1);
    // Observers are many; 'candidate' means the group candidate.
    expect(await sockets[1]!.send('change-role', { role: 'observer' })).toEqual({ ok: true });
    expect(await sockets[2]!.send('change-role', { role: 'observer' })).toEqual({ ok: true });
    const examinerIndex = answers.findIndex((a) => a.ok);
    const other = sockets.find((_, i) => i !== examinerIndex && i > 2)!;
    expect(await other.send('change-role', { role: 'candidate' })).toEqual({ ok: true });
    const last = await sockets[0]!.until((s) => s.members.some((m) => m.role === 'candidate-2'));
    expect(last.members.filter((m) => m.role === 'observer')).toHaveLength(2);
    closeAll(sockets);
  });

  it('refuses what only the examiner may do, and nothing changes', async () => {
    const { sockets } = await sessionOf(2);
    const [examiner, candidate] = sockets as [Connected, Connected];
    await examiner.send('change-role', { role: 'examiner' });
    await candidate.send('change-role', { role: 'candidate' });
    const before = (await candidate.until((s) => s.members.every((m) => m.role !== null))).version;
    expect(await candidate.send('set-station', { station_id: paid[0]!.id })).toEqual({
      ok: false,
      message: messages.groupNeedsExaminerStation,
    });
    expect(await candidate.send('clear-role')).toEqual({
      ok: false,
      message: messages.groupNotAllowed,
    });
    expect(await candidate.send('update-marking', { ticked: ['1_0'], global_score: 5 })).toEqual({
      ok: false,
      message: messages.groupNotAllowed,
    });
    await examiner.send('set-station', { station_id: paid[0]!.id });
    const started = await candidate.until((s) => s.current !== null);
    for (const type of ['start', 'pause', 'skip', 'back', 'confirm-end', 'reset', 'repeat']) {
      expect(await candidate.send(type)).toEqual({ ok: false, message: messages.groupNotAllowed });
    }
    await new Promise((r) => setTimeout(r, 50));
    expect(candidate.latest()!.version).toBe(started.version);
    expect(started.version).toBe(before + 1);
    closeAll(sockets);
  });
});

describe('the shared station run', () => {
  it('starts for everyone, runs on the server clock, and reaches a late joiner as it is', async () => {
    const members = await Promise.all([0, 1, 2].map(() => memberWith(t(), 'paid')));
    const groupId = await groupOf(members);
    const examiner = await joinGroup(url, members[0]!, groupId);
    const candidate = await joinGroup(url, members[1]!, groupId);
    await examiner.send('change-role', { role: 'examiner' });
    await candidate.send('change-role', { role: 'candidate' });
    await candidate.send('suggest-station', { station_id: paid[1]!.id });
    await examiner.untilNotice(
      (n) => n.kind === 'suggested-station' && n.number === paid[1]!.number,
    );
    const timing = { reading: 1, station: 2, question: 1, feedback: 1, disabled: false };
    expect(await examiner.send('set-station', { station_id: paid[1]!.id, timing })).toEqual({
      ok: true,
    });
    await candidate.untilNotice(
      (n) => n.kind === 'station-started' && n.number === paid[1]!.number,
    );
    const set = await candidate.until((s) => s.current !== null);
    expect(set.suggestedStations).toEqual([]);
    expect(set.current!.attached).toBe(members[1]!.id);
    expect(set.current!.run.phase).toBe('setup');

    const t0 = clock().nowMs();
    await examiner.send('start');
    const reading = await candidate.until((s) => s.current?.run.phase === 'reading');
    expect(reading.current!.run.phaseEndsAt).toBe(t0 + 60_000);

    clock().advance(90_000); // reading is over, 30 s into station time
    const late = await joinGroup(url, members[2]!, groupId);
    const seen = late.latest()!;
    expect(seen.current!.run.phase).toBe('station');
    expect(seen.current!.run.phaseEndsAt).toBe(t0 + 60_000 + 120_000);

    await examiner.send('pause');
    const paused = await late.until((s) => s.current?.run.pausedRemainingMs != null);
    expect(paused.current!.run.pausedRemainingMs).toBe(90_000);
    await examiner.send('skip');
    expect(
      (await late.until((s) => s.current?.run.phase === 'question')).current!.run.pausedRemainingMs,
    ).toBe(60_000);
    closeAll([examiner, candidate, late]);
  });

  it('keeps a dropped member’s role for the grace, and lets them go after it', async () => {
    const { members, groupId, sockets } = await sessionOf(3);
    const [examiner, candidate, patient] = sockets as [Connected, Connected, Connected];
    await examiner.send('change-role', { role: 'examiner' });
    await candidate.send('change-role', { role: 'candidate' });
    await patient.send('change-role', { role: 'patient' });
    await examiner.send('set-station', { station_id: paid[2]!.id });
    await examiner.send('start');
    await candidate.until((s) => s.current?.run.phase === 'reading');

    const noticesBefore = examiner.notices.length;
    candidate.close(); // a reload, a tunnel
    const away = await examiner.until((s) =>
      s.members.some((m) => m.uid === members[1]!.id && !m.online),
    );
    expect(away.members.find((m) => m.uid === members[1]!.id)!.role).toBe('candidate-2');
    clock().advance(GROUP_GRACE_MS - 1000);
    const back = await joinGroup(url, members[1]!, groupId);
    const resumed = back.latest()!;
    expect(resumed.members.find((m) => m.uid === members[1]!.id)).toMatchObject({
      role: 'candidate-2',
      online: true,
    });
    expect(resumed.current!.run.phase).toBe('reading');
    const since = examiner.notices.slice(noticesBefore);
    expect(since.filter((n) => n.kind === 'joined' || n.kind === 'left')).toEqual([]);

    patient.close();
    await examiner.until((s) => s.members.some((m) => m.uid === members[2]!.id && !m.online));
    clock().advance(GROUP_GRACE_MS + 1);
    await examiner.send('request-station');
    const left = await examiner.untilNotice((n) => n.kind === 'left');
    expect(left.name).toMatch(/\S/);
    const after = await back.until((s) => !s.members.some((m) => m.uid === members[2]!.id));
    expect(after.members.map((m) => m.role)).toEqual(['examiner', 'candidate-2']);
    // The patient's role is free again.
    expect(await back.send('change-role', { role: 'patient' })).toEqual({ ok: true });
    closeAll([examiner, back]);
  });

  it('ends the run for everyone when the examiner leaves the station page', async () => {
    const { sockets } = await sessionOf(2);
    const [examiner, candidate] = sockets as [Connected, Connected];
    await examiner.send('change-role', { role: 'examiner' });
    await examiner.send('set-station', { station_id: paid[0]!.id });
    await candidate.until((s) => s.current !== null);
    await examiner.send('examiner-left');
    await candidate.untilNotice((n) => n.kind === 'examiner-left');
    await candidate.until((s) => s.current === null);
    expect(examiner.notices.some((n) => n.kind === 'examiner-left')).toBe(false);
    closeAll(sockets);
  });
});

describe('bad input', () => {
  it('answers a clear refusal and keeps serving', async () => {
    const { sockets } = await sessionOf(1);
    const [s] = sockets as [Connected];
    await s.send('change-role', { role: 'examiner' });
    await s.send('set-station', { station_id: trialStation.id });
    for (const [type, data] of [
      ['no-such-thing', {}],
      ['change-role', { role: 'admin' }],
      ['change-role', null],
      ['update-examiner-notes', { text: 'a\u0000b' }],
      ['update-examiner-notes', { text: 'x'.repeat(20_000) }],
      [
        'update-marking',
        { ticked: Array.from({ length: 600 }, (_, i) => `${i}_0`), global_score: 1 },
      ],
      ['update-marking', { ticked: ['1_0'], global_score: 6 }],
      ['set-station', { station_id: 99_999_999 }],
      ['suggest-playlist', { playlist_id: 12345 }],
    ] as const) {
      const answer = await s.send(type, data);
      expect(answer.ok, type).toBe(false);
      expect((answer as { message: string }).message).toMatch(/\S/);
    }
    expect(await s.send('update-examiner-notes', { text: 'Good rapport' })).toEqual({ ok: true });
    closeAll(sockets);
  });
});

describe('/api/broadcast/*', () => {
  it('does what the socket does, with the same checks', async () => {
    const { members, groupId, sockets } = await sessionOf(2);
    const [a, b] = members as [TestMember, TestMember];
    const post = (m: TestMember, path: string, body: unknown) =>
      t().injectAs(m.token, jsonPost(`/api/broadcast/${path}`, body));
    expect(
      (await post(a, 'change_role', { group: groupId, uid: b.id, role: 'examiner' })).statusCode,
    ).toBe(403);
    expect(
      (await post(a, 'change_role', { group: groupId, uid: a.id, role: 'examiner' })).statusCode,
    ).toBe(200);
    await sockets[1]!.until((s) => s.members.some((m) => m.uid === a.id && m.role === 'examiner'));
    expect(
      (await post(b, 'change_role', { group: groupId, uid: b.id, role: 'candidate' })).statusCode,
    ).toBe(200);
    const refused = await post(b, 'set_station', { group: groupId, station: paid[0]!.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(messages.groupNeedsExaminerStation);
    expect(
      (
        await post(b, 'suggest_station', {
          group: groupId,
          uid: b.id,
          station: { id: paid[0]!.id },
          notify: true,
        })
      ).statusCode,
    ).toBe(200);
    await sockets[0]!.untilNotice((n) => n.kind === 'suggested-station');
    const outsider = await memberWith(t(), 'paid');
    expect((await post(outsider, 'auth', { group: groupId })).statusCode).toBe(404);
    const auth = await post(a, 'auth', { group: groupId });
    expect(auth.json()).toMatchObject({ success: true, channel: `group-${groupId}` });
    expect((await post(a, 'set_timing', null)).statusCode).toBe(422);
    closeAll(sockets);
  });
});
