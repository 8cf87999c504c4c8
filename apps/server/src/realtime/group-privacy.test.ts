// What each member of a group receives, over real sockets (docs/groups.md): the examiner's notes
// and live marking reach only those whose role may see them in the phase (D6), one member's flood
// of messages is refused beyond their budget and cannot flood the others (D7), the candidate's
// own notes end up in the recorded marking, and every member sees the session summary after the
// mark is recorded, the examiner's note in it to the candidate only.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@osce/shared/messages';
import { markFor } from '@osce/shared/stations/scoring';
import type { GroupSnapshot } from '@osce/shared/groups/group-events';
import { stationMarkings } from '../db/schema/index.ts';
import type { ManualClock } from '../lib/clock.ts';
import { jsonPost } from '../test/inject-json.ts';
import type { TestMember } from '../test/member-factory.ts';
import { createStation, createTaxons } from '../test/station-factory.ts';
import { useTestApp } from '../test/test-app.ts';
import { memberWith } from '../modules/groups/groups.test-support.ts';
import { MESSAGE_BURST } from './message-budget.ts';
import { joinGroup, type Connected } from './realtime.test-support.ts';

const t = useTestApp({ catalogue: false });
let url: string;
let station: Awaited<ReturnType<typeof createStation>>;
let guide: { id: number; max_marks: number }[];

beforeAll(async () => {
  await createTaxons(t());
  station = await createStation(t(), {
    markingGuide: [
      { task: '<p>Introduces self</p>', maxMarks: 1 },
      { task: '<p>Asks about onset</p>', maxMarks: 2 },
    ],
  });
  const member = await memberWith(t(), 'paid');
  const detail = await t().injectAs(member.token, {
    method: 'GET',
    url: `/api/station/${station.number}`,
  });
  guide = detail.json().station_components.marking_guides;
  url = await t().app.listen({ port: 0, host: '127.0.0.1' });
});

interface Room {
  groupId: number;
  members: Record<'examiner' | 'candidate' | 'patient' | 'observer', TestMember>;
  sockets: Record<'examiner' | 'candidate' | 'patient' | 'observer', Connected>;
}

/** Four members in a group, each in their role, the examiner's station started and marked live. */
async function markedRoom(): Promise<Room> {
  const list = await Promise.all([1, 2, 3, 4].map(() => memberWith(t(), 'paid')));
  const [examiner, candidate, patient, observer] = list as [
    TestMember,
    TestMember,
    TestMember,
    TestMember,
  ];
  const made = await t().injectAs(examiner.token, jsonPost('/api/groups/create', {}));
  const groupId = made.json().group.id as number;
  for (const m of [candidate, patient, observer]) {
    await t().injectAs(m.token, jsonPost(`/api/groups/${groupId}/join`, {}));
  }
  const members = { examiner, candidate, patient, observer };
  const sockets = {
    examiner: await joinGroup(url, examiner, groupId),
    candidate: await joinGroup(url, candidate, groupId),
    patient: await joinGroup(url, patient, groupId),
    observer: await joinGroup(url, observer, groupId),
  };
  for (const [role, socket] of Object.entries(sockets)) {
    expect(await socket.send('change-role', { role })).toEqual({ ok: true });
  }
  const e = sockets.examiner;
  expect(await e.send('set-station', { station_id: station.id })).toEqual({ ok: true });
  expect(await e.send('start')).toEqual({ ok: true });
  expect(
    await e.send('update-marking', { ticked: [`${guide[0]!.id}_0`], global_score: 4 }),
  ).toEqual({ ok: true });
  expect(await e.send('update-examiner-notes', { text: 'PRIVATE: missed allergies' })).toEqual({
    ok: true,
  });
  await e.until((s) => s.current?.marking.examinerNotes === 'PRIVATE: missed allergies');
  return { groupId, members, sockets };
}

const closeAll = (room: Room) => Object.values(room.sockets).forEach((s) => s.close());

/** Every snapshot this member has received, as text: nothing private may be anywhere in it. */
const everything = (socket: Connected) => JSON.stringify(socket.snapshots);

describe('per-role snapshots (D6)', () => {
  it('keeps the examiner notes and the live ticks from the candidate, patient and observer until feedback', async () => {
    const room = await markedRoom();
    const { examiner, candidate, patient, observer } = room.sockets;
    // Reading Time, then Station Time: the examiner sees their marking, nobody else any of it.
    for (const phase of ['reading', 'station'] as const) {
      if (phase === 'station') expect(await examiner.send('skip')).toEqual({ ok: true });
      const mine = await examiner.until((s) => s.current?.run.phase === phase);
      expect(mine.current!.marking).toEqual({
        ticked: [`${guide[0]!.id}_0`],
        globalScore: 4,
        examinerNotes: 'PRIVATE: missed allergies',
      });
      for (const other of [candidate, patient, observer]) {
        const seen = await other.until((s) => s.current?.run.phase === phase);
        expect(seen.current!.marking).toEqual({ ticked: [], globalScore: null, examinerNotes: '' });
      }
    }
    for (const other of [candidate, patient, observer]) {
      expect(everything(other)).not.toContain('PRIVATE');
      expect(everything(other)).not.toContain(`${guide[0]!.id}_0`);
    }
    closeAll(room);
  });

  it('shows the candidate the ticks in feedback, and never the examiner notes', async () => {
    const room = await markedRoom();
    const { examiner, candidate, observer } = room.sockets;
    for (let i = 0; i < 3; i++) expect(await examiner.send('skip')).toEqual({ ok: true });
    for (const other of [candidate, observer]) {
      const seen = await other.until((s) => s.current?.run.phase === 'feedback');
      expect(seen.current!.marking).toEqual({
        ticked: [`${guide[0]!.id}_0`],
        globalScore: 4,
        examinerNotes: '',
      });
      expect(everything(other)).not.toContain('PRIVATE');
    }
    closeAll(room);
  });
});

describe('the message budget (D7)', () => {
  it('refuses a flood beyond the budget with a clear answer, and the others get no more than the budget', async () => {
    const room = await markedRoom();
    const { observer, candidate, examiner } = room.sockets;
    const before = candidate.snapshots.length;
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        observer.send('suggest-station', { station_id: station.id }),
      ),
    );
    const taken = answers.filter((a) => a.ok).length;
    const refused = answers.filter((a) => !a.ok);
    // The test clock stands still, so no budget comes back during the flood.
    expect(taken).toBeLessThanOrEqual(MESSAGE_BURST);
    expect(refused.length).toBeGreaterThanOrEqual(200 - MESSAGE_BURST);
    expect(new Set(refused.map((a) => (a.ok ? '' : a.message)))).toEqual(
      new Set([messages.groupTooFast]),
    );
    // The others are still served: one more change from the examiner reaches the candidate.
    expect(await examiner.send('skip')).toEqual({ ok: true });
    await candidate.until((s) => s.current?.run.phase === 'station');
    expect(candidate.snapshots.length - before).toBeLessThanOrEqual(MESSAGE_BURST + 1);
    const suggestions = candidate.notices.filter((n) => n.kind === 'suggested-station');
    expect(suggestions.length).toBeLessThanOrEqual(MESSAGE_BURST);
    closeAll(room);
  });

  it('gives the budget back with time', async () => {
    const room = await markedRoom();
    const { observer } = room.sockets;
    const flood = () =>
      Promise.all(
        Array.from({ length: 40 }, () =>
          observer.send('suggest-station', { station_id: station.id }),
        ),
      );
    expect((await flood()).some((a) => !a.ok)).toBe(true);
    (t().clock as ManualClock).advance(10_000);
    expect(await observer.send('suggest-station', { station_id: station.id })).toEqual({
      ok: true,
    });
    closeAll(room);
  });
});

describe("the candidate's notes and the session summary", () => {
  it('records the candidate’s own notes with the mark, and shows everyone the summary', async () => {
    const room = await markedRoom();
    const { examiner, candidate, patient, observer } = room.sockets;
    expect(await candidate.send('update-candidate-notes', { text: 'ddx: ACS, PE' })).toEqual({
      ok: true,
    });
    // Nobody else receives them.
    await candidate.until((s) => s.current?.candidateNotes?.text === 'ddx: ACS, PE');
    expect(await patient.send('update-candidate-notes', { text: 'x' })).toEqual({
      ok: false,
      message: messages.groupCandidateOnly,
    });
    for (const other of [examiner, patient, observer]) {
      expect(everything(other)).not.toContain('ddx: ACS');
    }
    expect(await examiner.send('confirm-end')).toEqual({ ok: true });
    const current = (await examiner.until((s) => s.current?.run.phase === 'complete_3')).current!;

    const scores = [{ guide_id: guide[0]!.id, points: 1 }];
    const res = await t().injectAs(
      room.members.examiner.token,
      jsonPost(`/api/station/${station.id}/mark`, {
        mark: markFor(scores, 4, guide),
        notes: '',
        examiner_notes: 'PRIVATE: missed allergies',
        scores,
        global_score: 4,
        status: 'complete',
        user_id: room.members.candidate.id,
        group_id: room.groupId,
        run_id: current.runId,
      }),
    );
    expect(res.statusCode).toBe(200);
    const mark = res.json().marking.mark as number;
    const rows = await t()
      .database.db.select()
      .from(stationMarkings)
      .where(eq(stationMarkings.userId, room.members.candidate.id));
    expect(rows.map((r) => [r.notes, r.examinerNotes])).toEqual([
      ['ddx: ACS, PE', 'PRIVATE: missed allergies'],
    ]);
    const history = await t().injectAs(room.members.candidate.token, {
      method: 'GET',
      url: `/api/station/${station.id}/markings`,
    });
    expect(JSON.stringify(history.json())).toContain('ddx: ACS, PE');

    const summary = (s: GroupSnapshot) => s.current?.recorded ?? null;
    const name = (await candidate.until((s) => summary(s) !== null)).current!.recorded!.name;
    expect(name).toMatch(/\S/);
    for (const socket of [examiner, candidate]) {
      const seen = await socket.until((s) => summary(s) !== null);
      expect(summary(seen)).toEqual({
        uid: room.members.candidate.id,
        name,
        mark,
        examinerNotes: 'PRIVATE: missed allergies',
      });
    }
    for (const socket of [patient, observer]) {
      const seen = await socket.until((s) => summary(s) !== null);
      expect(summary(seen)).toEqual({
        uid: room.members.candidate.id,
        name,
        mark,
        examinerNotes: '',
      });
      expect(everything(socket)).not.toContain('PRIVATE');
    }
    closeAll(room);
  });
});
