// POST /api/circuits at its edges: bad input is a clear 4xx (never a 500) with its text, and a
// member sets up at most CIRCUITS_PER_DAY circuits in any 24 hours, also when calls come at once.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@osce/shared/messages';
import { EXAM_CIRCUIT_PRESETS } from '@osce/shared/mock-exams/exam-circuit-presets';
import { circuits } from '../../db/schema/index.ts';
import type { ManualClock } from '../../lib/clock.ts';
import type { TestMember } from '../../test/member-factory.ts';
import { memberWith } from '../../test/member-with-access.ts';
import { createStation, createTaxons } from '../../test/station-factory.ts';
import { useTestApp } from '../../test/test-app.ts';
import { createMockExamRepository } from './mock-exams.repository.ts';
import { CIRCUITS_PER_DAY } from './mock-exams.service.ts';
import { postCircuit } from './mock-exams.test-support.ts';

const t = useTestApp({ catalogue: false });

let stationId: number;
let member: TestMember;

beforeAll(async () => {
  await createTaxons(t());
  stationId = (await createStation(t(), { availableToTrial: true })).id;
  member = await memberWith(t(), 'paid');
});

const one = () => ({ preset: 'finals', station_count: 1, station_ids: [stationId] });

describe('bad input', () => {
  // Bodies are built when each case runs: the station is made in beforeAll.
  const nac = EXAM_CIRCUIT_PRESETS.nac.timing;
  const cases: [string, () => unknown, string?][] = [
    ['null body', () => null, 'Choose from 1 to 24 stations.'],
    ['an array body', () => [one()]],
    [
      'neither preset nor timing',
      () => ({ station_count: 1, station_ids: [stationId] }),
      messages.circuitPresetOrTiming,
    ],
    ['an unknown preset', () => ({ ...one(), preset: 'usmle' })],
    [
      '0 stations',
      () => ({ ...one(), station_count: 0, station_ids: [] }),
      'Choose from 1 to 24 stations.',
    ],
    [
      '1000 stations',
      () => ({ preset: 'finals', station_count: 1000 }),
      'Choose from 1 to 24 stations.',
    ],
    [
      'a huge array',
      () => ({ ...one(), station_count: 24, station_ids: Array(10_000).fill(stationId) }),
    ],
    ['ids and balance', () => ({ ...one(), balance: {} }), messages.circuitIdsOrBalance],
    [
      'a repeated station',
      () => ({ preset: 'finals', station_count: 2, station_ids: [stationId, stationId] }),
      messages.circuitStationIdsRepeated,
    ],
    ['too few ids', () => ({ preset: 'finals', station_count: 2, station_ids: [stationId] })],
    [
      'a NUL byte in a type',
      () => ({
        preset: 'finals',
        station_count: 1,
        balance: { min_per_type: { 'Exam\u0000': 1 } },
      }),
      messages.controlCharacters,
    ],
    [
      'an unknown type',
      () => ({ preset: 'finals', station_count: 1, balance: { min_per_type: { Surgery: 1 } } }),
      messages.circuitBalanceUnknownType.replace('{type}', 'Surgery'),
    ],
    [
      'a string for a timing',
      () => ({ ...one(), preset: undefined, timing: { ...nac, station: '480' } }),
    ],
    [
      'a timing out of range',
      () => ({ ...one(), timing: { ...nac, station: 10 } }),
      'Choose from 60 to 1800 seconds.',
    ],
    ['7 rest stations', () => ({ ...one(), rest_stations: 7 })],
    [
      'days beyond a year',
      () => ({ preset: 'finals', station_count: 1, balance: { exclude_attempted_days: 366 } }),
    ],
    ['a station id as text', () => ({ ...one(), station_ids: ['1'] })],
  ];

  it.each(cases)('refuses %s with a 4xx and writes nothing', async (_name, body, text) => {
    const res = await postCircuit(t(), member, body());
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().success).toBe(false);
    if (text) expect(res.json().errors).toContain(text);
    const rows = await t()
      .database.db.select()
      .from(circuits)
      .where(eq(circuits.userId, member.id));
    expect(rows).toEqual([]);
  });
});

describe('the daily limit', () => {
  const limitText = messages.circuitDailyLimit.replace('{max}', String(CIRCUITS_PER_DAY));

  async function storeCircuits(userId: number, n: number): Promise<void> {
    const repo = createMockExamRepository(t().database.db);
    for (let i = 0; i < n; i++) {
      await repo.insertCircuit({
        userId,
        preset: 'finals',
        timing: EXAM_CIRCUIT_PRESETS.finals.timing,
        passRule: EXAM_CIRCUIT_PRESETS.finals.pass_rule,
        stationCount: 1,
        positions: [{ position: 1, station_id: stationId, rest: false }],
        createdAt: t().clock.now(),
      });
    }
  }

  it(`allows ${CIRCUITS_PER_DAY} in 24 hours, refuses the next with a 429, and allows again a day later`, async () => {
    const busy = await memberWith(t(), 'paid');
    await storeCircuits(busy.id, CIRCUITS_PER_DAY - 1);
    expect((await postCircuit(t(), busy, one())).statusCode).toBe(200);
    const over = await postCircuit(t(), busy, one());
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(limitText);
    (t().clock as ManualClock).advance(24 * 3_600_000 + 1000);
    expect((await postCircuit(t(), busy, one())).statusCode).toBe(200);
  });

  it('holds when calls arrive at once', async () => {
    const racer = await memberWith(t(), 'paid');
    await storeCircuits(racer.id, CIRCUITS_PER_DAY - 2);
    const answers = await Promise.all([1, 2, 3, 4].map(() => postCircuit(t(), racer, one())));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 429, 429]);
    const rows = await t().database.db.select().from(circuits).where(eq(circuits.userId, racer.id));
    expect(rows).toHaveLength(CIRCUITS_PER_DAY);
  });
});
