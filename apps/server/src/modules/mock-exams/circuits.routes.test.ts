// POST /api/circuits and GET /api/circuits/{id} (docs/mock-exams.md, 'API'): a circuit from a
// preset, timings or both, with stations chosen or balanced, laid out with its rest stations; who
// may read it; and every refusal with its text, nothing written when refused.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@osce/shared/messages';
import { balanceFailureText } from '@osce/shared/mock-exams/circuit-balance';
import { EXAM_CIRCUIT_PRESETS } from '@osce/shared/mock-exams/exam-circuit-presets';
import { circuitAnswerSchema } from '@osce/shared/schemas/mock-exams';
import {
  circuitStations,
  circuits,
  stations,
  studyGroups,
  studyGroupMembers,
} from '../../db/schema/index.ts';
import { jsonPost } from '../../test/inject-json.ts';
import type { TestMember } from '../../test/member-factory.ts';
import { memberWith } from '../../test/member-with-access.ts';
import { createStation, createTaxons } from '../../test/station-factory.ts';
import { useTestApp } from '../../test/test-app.ts';
import { getCircuit, postCircuit, recordMarkings } from './mock-exams.test-support.ts';

const t = useTestApp({ catalogue: false });

const EXAMINATION = { types: [2] };
let trialIds: number[];
let paidStation: { id: number; number: number };
let paid: TestMember;
let trial: TestMember;

const custom = { reading: 60, station: 300, questions: 60, feedback: 120, changeover: 30 };

async function circuitCount(userId: number): Promise<number> {
  const rows = await t().database.db.select().from(circuits).where(eq(circuits.userId, userId));
  return rows.length;
}

beforeAll(async () => {
  await createTaxons(t());
  const made = [
    await createStation(t(), { availableToTrial: true }),
    await createStation(t(), { availableToTrial: true }),
    await createStation(t(), { availableToTrial: true, taxonIds: EXAMINATION }),
    await createStation(t(), { availableToTrial: true, taxonIds: EXAMINATION }),
  ];
  trialIds = made.map((s) => s.id);
  paidStation = await createStation(t(), { taxonIds: EXAMINATION });
  paid = await memberWith(t(), 'paid');
  trial = await memberWith(t(), 'trial');
});

describe('setting up a circuit', () => {
  it('lays out a preset with the chosen stations and its rest stations, and reads it back', async () => {
    const [a, b, c] = trialIds as [number, number, number];
    const res = await postCircuit(t(), paid, {
      preset: 'plab2',
      station_count: 3,
      station_ids: [a, b, c],
    });
    expect(res.statusCode).toBe(200);
    const body = circuitAnswerSchema.parse(res.json());
    // PLAB 2 has 2 rests: spread over the gaps, never first or last.
    expect(body.circuit.stations).toEqual([
      { position: 1, station_id: a, rest: false },
      { position: 2, station_id: null, rest: true },
      { position: 3, station_id: b, rest: false },
      { position: 4, station_id: null, rest: true },
      { position: 5, station_id: c, rest: false },
    ]);
    expect(body.circuit.timing).toEqual(EXAM_CIRCUIT_PRESETS.plab2.timing);
    const [row] = await t()
      .database.db.select()
      .from(circuits)
      .where(eq(circuits.id, body.circuit.id));
    expect(row).toMatchObject({ userId: paid.id, preset: 'plab2', stationCount: 3, groupId: null });
    expect(row!.passRule).toEqual(EXAM_CIRCUIT_PRESETS.plab2.pass_rule);

    const read = await getCircuit(t(), paid, body.circuit.id);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(body);
  });

  it("keeps a custom timing, with finals' rule, and the preset's timing replaced when both are sent", async () => {
    const alone = await postCircuit(t(), paid, {
      timing: custom,
      station_count: 2,
      station_ids: trialIds.slice(0, 2),
    });
    expect(alone.statusCode).toBe(200);
    expect(alone.json().circuit.timing).toEqual(custom);
    expect(alone.json().circuit.stations.every((p: { rest: boolean }) => !p.rest)).toBe(true);
    const [row] = await t()
      .database.db.select()
      .from(circuits)
      .where(eq(circuits.id, alone.json().circuit.id));
    expect(row!.preset).toBeNull();
    expect(row!.passRule).toEqual(EXAM_CIRCUIT_PRESETS.finals.pass_rule);

    const both = await postCircuit(t(), paid, {
      preset: 'amc',
      timing: custom,
      station_count: 2,
      rest_stations: 0,
      station_ids: trialIds.slice(0, 2),
    });
    expect(both.statusCode).toBe(200);
    expect(both.json().circuit.timing).toEqual(custom);
    expect(both.json().circuit.stations).toHaveLength(2);
  });

  it('balances a circuit from the stations the member may open, meeting a type minimum', async () => {
    const res = await postCircuit(t(), paid, {
      preset: 'nac',
      station_count: 4,
      balance: { min_per_type: { Examination: 3 } },
    });
    expect(res.statusCode).toBe(200);
    const ids = res.json().circuit.stations.map((p: { station_id: number }) => p.station_id);
    expect(new Set(ids).size).toBe(4);
    const examinations = [trialIds[2], trialIds[3], paidStation.id];
    expect(ids.filter((id: number) => examinations.includes(id))).toHaveLength(3);

    // A trial member's balance draws from the trial stations only.
    const mine = await postCircuit(t(), trial, { preset: 'nac', station_count: 4, balance: {} });
    expect(mine.statusCode).toBe(200);
    const chosen = mine.json().circuit.stations.map((p: { station_id: number }) => p.station_id);
    expect([...chosen].sort()).toEqual([...trialIds].sort());
  });

  it('refuses a balance the library cannot meet with its reason (422), writing nothing', async () => {
    const member = await memberWith(t(), 'trial');
    await recordMarkings(t(), member.id, trialIds[0]!, [{ mark: 60, global_score: 3 }]);
    const res = await postCircuit(t(), member, {
      preset: 'nac',
      station_count: 4,
      balance: { exclude_attempted_days: 30 },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      balanceFailureText({ kind: 'too_few', matching: 3, wanted: 4, days: 30 }),
    );
    expect(res.json().message).toContain('attempted in the last 30 days');
    const typeShort = await postCircuit(t(), member, {
      preset: 'nac',
      station_count: 3,
      balance: { min_per_type: { Examination: 3 } },
    });
    expect(typeShort.statusCode).toBe(422);
    expect(typeShort.json().message).toBe(
      balanceFailureText({ kind: 'type_short', type: 'Examination', matching: 2, wanted: 3 }),
    );
    expect(await circuitCount(member.id)).toBe(0);
  });

  it('refuses a paid station to a trial member with a 403 naming it, writing nothing', async () => {
    const member = await memberWith(t(), 'trial');
    const res = await postCircuit(t(), member, {
      preset: 'finals',
      station_count: 2,
      station_ids: [trialIds[0], paidStation.id],
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      messages.circuitStationPaidOnly.replace('{number}', String(paidStation.number)),
    );
    expect(await circuitCount(member.id)).toBe(0);
  });

  it('refuses a station not in the library, unknown or retired, with a 422', async () => {
    const retired = await createStation(t(), { availableToTrial: true });
    await t()
      .database.db.update(stations)
      .set({ retiredAt: t().clock.now() })
      .where(eq(stations.id, retired.id));
    for (const missing of [999_999, retired.id]) {
      const res = await postCircuit(t(), paid, {
        preset: 'finals',
        station_count: 2,
        station_ids: [trialIds[0], missing],
      });
      expect(res.statusCode, String(missing)).toBe(422);
      expect(res.json().message).toBe(messages.circuitStationUnknown);
    }
  });
});

describe('reading a circuit', () => {
  let circuitId: number;

  beforeAll(async () => {
    const res = await postCircuit(t(), paid, {
      preset: 'finals',
      station_count: 1,
      station_ids: [trialIds[0]],
    });
    circuitId = res.json().circuit.id;
  });

  it('answers 404 to another member, as for a circuit that does not exist', async () => {
    const other = await memberWith(t(), 'paid');
    for (const id of [circuitId, 999_999]) {
      const res = await getCircuit(t(), other, id);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(messages.circuitNotFound);
    }
  });

  it('lets the members of the group running it read it, and nobody else', async () => {
    const db = t().database.db;
    const [group] = await db
      .insert(studyGroups)
      .values({ code: 'CIRC01', createdBy: paid.id })
      .returning({ id: studyGroups.id });
    const inGroup = await memberWith(t(), 'paid');
    const outside = await memberWith(t(), 'paid');
    await db.insert(studyGroupMembers).values([
      { groupId: group!.id, userId: paid.id },
      { groupId: group!.id, userId: inGroup.id },
    ]);
    expect((await getCircuit(t(), inGroup, circuitId)).statusCode).toBe(404);
    await db.update(circuits).set({ groupId: group!.id }).where(eq(circuits.id, circuitId));
    const read = await getCircuit(t(), inGroup, circuitId);
    expect(read.statusCode).toBe(200);
    expect(read.json().circuit.id).toBe(circuitId);
    expect((await getCircuit(t(), outside, circuitId)).statusCode).toBe(404);
  });

  it('answers 401 without a token on every circuit call', async () => {
    const calls = [
      jsonPost('/api/circuits', { preset: 'finals', station_count: 1, station_ids: [trialIds[0]] }),
      { method: 'GET' as const, url: `/api/circuits/${circuitId}` },
    ];
    for (const call of calls) expect((await t().app.inject(call)).statusCode).toBe(401);
  });

  it('refuses an id that is not one with a 4xx', async () => {
    for (const id of ['abc', '0', '-1', '99999999999']) {
      const res = await getCircuit(t(), paid, id);
      expect(res.statusCode, id).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, id).toBeLessThan(500);
    }
  });
});

describe('positions stored', () => {
  it('stores each position once, in running order', async () => {
    const res = await postCircuit(t(), paid, {
      preset: 'amc',
      station_count: 4,
      station_ids: trialIds,
    });
    const rows = await t()
      .database.db.select()
      .from(circuitStations)
      .where(eq(circuitStations.circuitId, res.json().circuit.id));
    // AMC's 4 rests, at most one per gap: 3 among 4 stations.
    expect(
      rows.map((r) => [r.position, r.rest]).sort((x, y) => Number(x[0]) - Number(y[0])),
    ).toEqual([
      [1, false],
      [2, true],
      [3, false],
      [4, true],
      [5, false],
      [6, true],
      [7, false],
    ]);
  });
});
