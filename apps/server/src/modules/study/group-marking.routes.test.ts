// POST /station/{id}/mark in a group (docs/station-run.md, 'Rules', "Mark submission": the mark goes
// to the attached candidate). The session is built as browsers build it, over real sockets; then
// the examiner's marking of the run is recorded once for the candidate, whatever is resent, and
// anyone or anything else (another run, station, member or group) is refused with nothing written.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@osce/shared/messages';
import { markFor } from '@osce/shared/stations/scoring';
import { stationMarkings } from '../../db/schema/index.ts';
import { jsonPost } from '../../test/inject-json.ts';
import type { TestMember } from '../../test/member-factory.ts';
import { createStation, createTaxons } from '../../test/station-factory.ts';
import { useTestApp } from '../../test/test-app.ts';
import { joinGroup, type Connected } from '../../realtime/realtime.test-support.ts';
import { memberWith } from '../groups/groups.test-support.ts';

const t = useTestApp({ catalogue: false });

let url: string;
let station: Awaited<ReturnType<typeof createStation>>;
let otherStation: Awaited<ReturnType<typeof createStation>>;
let guide: { id: number; max_marks: number }[];

beforeAll(async () => {
  await createTaxons(t());
  station = await createStation(t(), {
    markingGuide: [
      { task: '<p>Introduces self</p>', maxMarks: 1 },
      { task: '<p>Asks about onset</p>', maxMarks: 2 },
      { task: '<p>Summarises</p>', maxMarks: 2 },
    ],
  });
  otherStation = await createStation(t());
  const member = await memberWith(t(), 'paid');
  const detail = await t().injectAs(member.token, {
    method: 'GET',
    url: `/api/station/${station.number}`,
  });
  guide = detail.json().station_components.marking_guides;
  url = await t().app.listen({ port: 0, host: '127.0.0.1' });
});

interface Session {
  groupId: number;
  examiner: TestMember;
  candidate: TestMember;
  observer: TestMember;
  sockets: Connected[];
  /** The current run's id, as every member's snapshot shows it. */
  runId: string;
}

/** A group whose examiner has started `station`; its candidate is attached by the server. */
async function groupSession(candidateAccess: 'paid' | 'trial' = 'paid'): Promise<Session> {
  const [examiner, candidate, observer] = await Promise.all([
    memberWith(t(), 'paid'),
    memberWith(t(), candidateAccess),
    memberWith(t(), 'paid'),
  ]);
  const made = await t().injectAs(examiner.token, jsonPost('/api/groups/create', {}));
  const groupId = made.json().group.id as number;
  for (const m of [candidate, observer]) {
    await t().injectAs(m.token, jsonPost(`/api/groups/${groupId}/join`, {}));
  }
  const sockets = [
    await joinGroup(url, examiner, groupId),
    await joinGroup(url, candidate, groupId),
    await joinGroup(url, observer, groupId),
  ];
  const [examinerSocket, candidateSocket, observerSocket] = sockets as [
    Connected,
    Connected,
    Connected,
  ];
  expect(await examinerSocket.send('change-role', { role: 'examiner' })).toEqual({ ok: true });
  expect(await candidateSocket.send('change-role', { role: 'candidate' })).toEqual({ ok: true });
  expect(await observerSocket.send('change-role', { role: 'observer' })).toEqual({ ok: true });
  expect(await examinerSocket.send('set-station', { station_id: station.id })).toEqual({
    ok: true,
  });
  const started = await candidateSocket.until((s) => s.current !== null);
  expect(started.current!.attached).toBe(candidate.id);
  return { groupId, examiner, candidate, observer, sockets, runId: started.current!.runId };
}

const closeAll = (session: Session) => session.sockets.forEach((s) => s.close());

/** The first item full marks, the second one point, global 3: (1 + 1 + 3) of 10, 50. */
function marking(overrides: Record<string, unknown> = {}) {
  const scores = [
    { guide_id: guide[0]!.id, points: guide[0]!.max_marks },
    { guide_id: guide[1]!.id, points: 1 },
  ];
  return {
    mark: markFor(scores, 3, guide),
    notes: 'Good rapport.',
    examiner_notes: 'Missed the allergy history.',
    scores,
    global_score: 3,
    status: 'complete',
    ...overrides,
  };
}

/** The examiner's marking of the session's candidate for the current run. */
const forCandidate = (s: Session, overrides: Record<string, unknown> = {}) =>
  marking({ user_id: s.candidate.id, group_id: s.groupId, run_id: s.runId, ...overrides });

const markAs = (member: TestMember, body: unknown, stationId = station.id) =>
  t().injectAs(member.token, jsonPost(`/api/station/${stationId}/mark`, body));

const rowsOf = (userId: number) =>
  t().database.db.select().from(stationMarkings).where(eq(stationMarkings.userId, userId));

const getAs = async (member: TestMember, path: string) =>
  (await t().injectAs(member.token, { method: 'GET', url: path })).json();

describe('the examiner marking the attached candidate', () => {
  it('records one marking for the candidate, by the examiner, and a resend records nothing more', async () => {
    const s = await groupSession();
    // Read first, so a cached list or stats that were not dropped would show.
    expect((await getAs(s.candidate, '/api/user/stats')).stations_completed).toBe(0);
    const before = await getAs(s.candidate, '/api/stations');
    expect(before.find((x: { id: number }) => x.id === station.id).status).toBe('not_attempted');

    const res = await markAs(s.examiner, forCandidate(s));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, status: 'complete', marking: { mark: 50 } });
    const [row, ...more] = await rowsOf(s.candidate.id);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      stationId: station.id,
      markedBy: s.examiner.id,
      groupRunId: s.runId,
      mark: 50,
      examinerNotes: 'Missed the allergy history.',
    });

    const history = await getAs(s.candidate, `/api/station/${station.id}/markings`);
    expect(history.markings.map((m: { id: number; mark: number }) => [m.id, m.mark])).toEqual([
      [row!.id, 50],
    ]);
    expect((await getAs(s.candidate, '/api/user/stats')).stations_completed).toBe(1);
    const after = await getAs(s.candidate, '/api/stations');
    expect(after.find((x: { id: number }) => x.id === station.id)).toMatchObject({
      status: 'complete',
      mark: 50,
    });
    expect((await getAs(s.examiner, `/api/station/${station.id}/markings`)).markings).toEqual([]);
    expect(await rowsOf(s.examiner.id)).toEqual([]);

    // A Resubmit after a lost answer, with another score: the first marking stands.
    const again = await markAs(s.examiner, forCandidate(s, { status: 'attempt_again' }));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      success: true,
      status: 'complete',
      marking: { id: row!.id, mark: 50 },
    });
    expect(await rowsOf(s.candidate.id)).toHaveLength(1);
    closeAll(s);
  });

  it('keeps exactly one of ten markings of the run sent at once', async () => {
    const s = await groupSession();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => markAs(s.examiner, forCandidate(s))),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const rows = await rowsOf(s.candidate.id);
    expect(rows).toHaveLength(1);
    expect(new Set(answers.map((a) => a.json().marking.id))).toEqual(new Set([rows[0]!.id]));
    const list = await getAs(s.candidate, '/api/stations');
    expect(list.find((x: { id: number }) => x.id === station.id)).toMatchObject({
      mark: 50,
      average: 50,
    });
    closeAll(s);
  });

  it('records a new run afresh, and refuses the run that was repeated', async () => {
    const s = await groupSession();
    expect((await markAs(s.examiner, forCandidate(s))).statusCode).toBe(200);
    const [examinerSocket, candidateSocket] = s.sockets as [Connected, Connected];
    expect(await examinerSocket.send('repeat')).toEqual({ ok: true });
    const repeated = await candidateSocket.until(
      (x) => x.current !== null && x.current.runId !== s.runId,
    );
    const stale = await markAs(s.examiner, forCandidate(s));
    expect(stale.statusCode).toBe(403);
    expect(stale.json().message).toBe(messages.markForOthersInGroup);
    expect(await rowsOf(s.candidate.id)).toHaveLength(1);
    const fresh = await markAs(s.examiner, forCandidate(s, { run_id: repeated.current!.runId }));
    expect(fresh.statusCode).toBe(200);
    expect(await rowsOf(s.candidate.id)).toHaveLength(2);
    closeAll(s);
  });
});

describe('refusals', () => {
  it('refuses another run, station, member or group with 403, and writes nothing', async () => {
    const s = await groupSession();
    const elsewhere = await groupSession();
    const outsider = await memberWith(t(), 'paid');
    const refused: [string, TestMember, unknown, number?][] = [
      ['wrong run', s.examiner, forCandidate(s, { run_id: elsewhere.runId })],
      ['another station', s.examiner, forCandidate(s), otherStation.id],
      ['no group', s.examiner, marking({ user_id: s.candidate.id })],
      ['the observer', s.observer, forCandidate(s)],
      ['the candidate, for the examiner', s.candidate, forCandidate(s, { user_id: s.examiner.id })],
      ['not in the group', outsider, forCandidate(s)],
      ["another group's examiner, naming this group", elsewhere.examiner, forCandidate(s)],
      [
        "another group's examiner, naming their own run",
        elsewhere.examiner,
        forCandidate(elsewhere, { user_id: s.candidate.id }),
      ],
      ['this examiner, naming the other run', s.examiner, forCandidate(elsewhere)],
    ];
    for (const [what, caller, body, stationId] of refused) {
      const res = await markAs(caller, body, stationId);
      expect(res.statusCode, what).toBe(403);
      expect(res.json().message, what).toBe(messages.markForOthersInGroup);
    }
    // The examiner attaching someone else: the candidate is no longer theirs to mark.
    const [examinerSocket, candidateSocket] = s.sockets as [Connected, Connected];
    expect(await examinerSocket.send('attach', { uid: s.observer.id })).toEqual({ ok: true });
    await candidateSocket.until((x) => x.current?.attached === s.observer.id);
    expect((await markAs(s.examiner, forCandidate(s))).statusCode).toBe(403);

    for (const m of [s.examiner, s.candidate, s.observer, elsewhere.candidate, outsider]) {
      expect(await rowsOf(m.id)).toEqual([]);
    }
    closeAll(s);
    closeAll(elsewhere);
  });

  it('records nothing for a trial candidate on a paid-only station', async () => {
    const s = await groupSession('trial');
    const res = await markAs(s.examiner, forCandidate(s));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(messages.stationPaidOnly);
    expect(await rowsOf(s.candidate.id)).toEqual([]);
    closeAll(s);
  });

  it('refuses a malformed group or run with 422, never 500, and writes nothing', async () => {
    const s = await groupSession();
    for (const extra of [
      { run_id: 'run\u0000id' },
      { run_id: 'x'.repeat(65) },
      { run_id: 'x'.repeat(200_000) },
      { run_id: '' },
      { run_id: 42 },
      { group_id: String(s.groupId) },
      { group_id: 0 },
      { group_id: 1.5 },
      { group_id: undefined },
      { run_id: undefined },
    ]) {
      const res = await markAs(s.examiner, forCandidate(s, extra));
      expect(res.statusCode, JSON.stringify(extra).slice(0, 80)).toBe(422);
    }
    expect(await rowsOf(s.candidate.id)).toEqual([]);
    closeAll(s);
  });
});

describe('the candidate marking themself in a group', () => {
  it('records one marking per run for them too, which the examiner’s cannot double', async () => {
    const s = await groupSession();
    const own = marking({ group_id: s.groupId, run_id: s.runId });
    const first = await markAs(s.candidate, own);
    expect(first.statusCode).toBe(200);
    expect((await markAs(s.candidate, own)).statusCode).toBe(200);
    const examiners = await markAs(s.examiner, forCandidate(s));
    expect(examiners.statusCode).toBe(200);
    expect(examiners.json().marking.id).toBe(first.json().marking.id);
    const [row, ...more] = await rowsOf(s.candidate.id);
    expect(more).toEqual([]);
    expect(row).toMatchObject({ markedBy: s.candidate.id, groupRunId: s.runId });
    // Solo markings (no run) are never merged.
    await markAs(s.candidate, marking());
    await markAs(s.candidate, marking());
    expect(await rowsOf(s.candidate.id)).toHaveLength(3);
    closeAll(s);
  });
});
