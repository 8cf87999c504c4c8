// A group's run set without a timing starts where the station starts for its examiner (docs/
// station-run.md, 'Timing a version 2 station'): their own timing for the station, else their exam
// preset, else the station's recommended timing, else their preferred timing. The examiner's
// choice sent with the station still wins, and nothing else of group timing changes.
import { beforeAll, describe, expect, it } from 'vitest';
import { UKMLA_CPSA_PRESET } from '@osce/shared/stations/exam-presets';
import { jsonPost } from '../test/inject-json.ts';
import type { TestMember } from '../test/member-factory.ts';
import { createStation, createTaxons } from '../test/station-factory.ts';
import { useTestApp } from '../test/test-app.ts';
import { memberWith } from '../modules/groups/groups.test-support.ts';
import { joinGroup, type Connected } from './realtime.test-support.ts';

const t = useTestApp({ catalogue: false });
let url: string;
let recommendedStation: { id: number };
let version1Station: { id: number };
const RECOMMENDED = { reading: 1, station: 10, question: 2, feedback: 3 };
const MINE = { reading: 3, station: 9, question: 1, feedback: 5 };

beforeAll(async () => {
  await createTaxons(t());
  recommendedStation = await createStation(t(), { recommendedTiming: RECOMMENDED });
  version1Station = await createStation(t());
  url = await t().app.listen({ port: 0, host: '127.0.0.1' });
});

/** An examiner and a candidate in a new group; the examiner's socket. */
async function examinerRoom(): Promise<{ examiner: TestMember; socket: Connected; close(): void }> {
  const examiner = await memberWith(t(), 'paid');
  const candidate = await memberWith(t(), 'paid');
  const made = await t().injectAs(examiner.token, jsonPost('/api/groups/create', {}));
  const groupId = made.json().group.id as number;
  await t().injectAs(candidate.token, jsonPost(`/api/groups/${groupId}/join`, {}));
  const socket = await joinGroup(url, examiner, groupId);
  const other = await joinGroup(url, candidate, groupId);
  expect(await socket.send('change-role', { role: 'examiner' })).toEqual({ ok: true });
  expect(await other.send('change-role', { role: 'candidate' })).toEqual({ ok: true });
  return { examiner, socket, close: () => [socket, other].forEach((s) => s.close()) };
}

async function startedTiming(socket: Connected, stationId: number, timing?: unknown) {
  // Runs seen before this one: the run set now is a new one (a new run id).
  const before = new Set(socket.snapshots.map((s) => s.current?.runId));
  expect(
    await socket.send('set-station', { station_id: stationId, ...(timing ? { timing } : {}) }),
  ).toEqual({ ok: true });
  const snapshot = await socket.until(
    (s) => s.current?.station.id === stationId && !before.has(s.current.runId),
  );
  // Closed again (still in setup), so the next station can be set.
  expect(await socket.send('close-station')).toEqual({ ok: true });
  await socket.until((s) => s.current === null);
  return snapshot.current!.run.timing;
}

describe('the starting values of a group run', () => {
  it('are the station’s recommended timing, or the preferred timing for a version 1 station', async () => {
    const room = await examinerRoom();
    expect(await startedTiming(room.socket, recommendedStation.id)).toEqual({
      ...RECOMMENDED,
      disabled: false,
    });
    expect(await startedTiming(room.socket, version1Station.id)).toEqual({
      reading: 2,
      station: 6,
      question: 2,
      feedback: 2,
      disabled: false,
    });
    room.close();
  });

  it('are the examiner’s exam preset, then their own timing for the station', async () => {
    const room = await examinerRoom();
    const token = room.examiner.token;
    await t().injectAs(token, jsonPost('/api/user/save_exam_preset', { preset: 'ukmla_cpsa' }));
    expect(await startedTiming(room.socket, recommendedStation.id)).toEqual({
      ...UKMLA_CPSA_PRESET.minutes,
      disabled: false,
    });
    await t().injectAs(
      token,
      jsonPost('/api/user/save_station_timing', { station_id: recommendedStation.id, ...MINE }),
    );
    expect(await startedTiming(room.socket, version1Station.id)).toEqual({
      ...UKMLA_CPSA_PRESET.minutes,
      disabled: false,
    });
    expect(await startedTiming(room.socket, recommendedStation.id)).toEqual({
      ...MINE,
      disabled: false,
    });
    room.close();
  });

  it('give way to the timing the examiner sends with the station', async () => {
    const room = await examinerRoom();
    const chosen = { reading: 0, station: 5, question: 0, feedback: 1, disabled: true };
    expect(await startedTiming(room.socket, recommendedStation.id, chosen)).toEqual(chosen);
    room.close();
  });
});
