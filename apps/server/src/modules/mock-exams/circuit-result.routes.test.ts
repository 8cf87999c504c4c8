// Marks recorded against a circuit's positions and GET /api/circuits/{id}/result (docs/mock-exams.md,
// 'Results' and 'API'): each station's mark, band, domain shares and critical items missed against
// its pass mark, the circuit's rule, a re-mark replacing a position's result, and who may see it.
import { asc, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@osce/shared/messages';
import { circuitResultAnswerSchema } from '@osce/shared/schemas/mock-exams';
import { markFor } from '@osce/shared/stations/scoring';
import {
  circuitMarkings,
  circuits,
  markingGuides,
  stationMarkings,
  stationPassMarks,
  studyGroupMembers,
  studyGroups,
} from '../../db/schema/index.ts';
import { jsonPost } from '../../test/inject-json.ts';
import type { TestMember } from '../../test/member-factory.ts';
import { memberWith } from '../../test/member-with-access.ts';
import { createStation, createTaxons } from '../../test/station-factory.ts';
import { useTestApp } from '../../test/test-app.ts';
import { postCircuit } from './mock-exams.test-support.ts';

const t = useTestApp({ catalogue: false });

const REASON = 'Missing a penicillin allergy can kill.';
/** Version 2: 2 marks of data gathering, 1 critical of management, 2 interpersonal (10 with global). */
const DOMAIN_GUIDE = [
  { task: '<p>Takes the history</p>', maxMarks: 2, domain: 'data_gathering' as const },
  {
    task: '<p>Asks about allergies</p>',
    maxMarks: 1,
    domain: 'clinical_management' as const,
    critical: true,
    criticalReason: REASON,
  },
  { task: '<p>Listens</p>', maxMarks: 2, domain: 'interpersonal' as const },
];

type Guide = { id: number; max_marks: number; task: string }[];
let seeded: { id: number; guide: Guide };
let plain: { id: number; guide: Guide };
let third: { id: number; guide: Guide };
let owner: TestMember;
let other: TestMember;

async function guideOf(stationId: number): Promise<Guide> {
  return t()
    .database.db.select({
      id: markingGuides.id,
      max_marks: markingGuides.maxMarks,
      task: markingGuides.task,
    })
    .from(markingGuides)
    .where(eq(markingGuides.stationId, stationId))
    .orderBy(asc(markingGuides.position));
}

/** A marking body giving each guide item these points, with the global score. */
function marking(guide: Guide, points: number[], global: number, extra: object = {}) {
  const scores = guide.map((g, i) => ({ guide_id: g.id, points: points[i] ?? 0 }));
  return {
    mark: markFor(scores, global, guide),
    scores,
    global_score: global,
    status: 'complete',
    ...extra,
  };
}

const mark = (member: TestMember, stationId: number, body: unknown) =>
  t().injectAs(member.token, jsonPost(`/api/station/${stationId}/mark`, body));
const result = (member: TestMember, id: number | string) =>
  t().injectAs(member.token, { method: 'GET', url: `/api/circuits/${id}/result` });

async function rows(table: typeof stationMarkings | typeof circuitMarkings): Promise<number> {
  const [row] = await t().database.db.select({ n: count() }).from(table);
  return row!.n;
}

/** A finals circuit of the three stations with one rest: its id and each station's position. */
async function circuitOfThree(member: TestMember) {
  const res = await postCircuit(t(), member, {
    preset: 'finals',
    station_count: 3,
    rest_stations: 1,
    station_ids: [seeded.id, plain.id, third.id],
  });
  expect(res.statusCode).toBe(200);
  const { id, stations } = res.json().circuit as {
    id: number;
    stations: { position: number; station_id: number | null; rest: boolean }[];
  };
  const at = (stationId: number | null) => stations.find((s) => s.station_id === stationId)!;
  return {
    id,
    a: at(seeded.id).position,
    b: at(plain.id).position,
    c: at(third.id).position,
    rest: stations.find((s) => s.rest)!.position,
  };
}

beforeAll(async () => {
  await createTaxons(t());
  const made = await Promise.all([
    createStation(t(), { markingGuide: DOMAIN_GUIDE }),
    createStation(t(), { markingGuide: DOMAIN_GUIDE }),
    // Version 1: the factory's guide, 1 and 2 marks, no domains.
    createStation(t()),
  ]);
  const withGuides = await Promise.all(
    made.map(async (s) => ({ id: s.id, guide: await guideOf(s.id) })),
  );
  [seeded, plain, third] = withGuides as [typeof seeded, typeof plain, typeof third];
  await t().database.db.insert(stationPassMarks).values({
    stationId: seeded.id,
    passMark: 60,
    attempts: 40,
    method: 'borderline_regression',
    computedAt: t().clock.now(),
  });
  owner = await memberWith(t(), 'paid');
  other = await memberWith(t(), 'paid');
});

describe('a circuit marked position by position', () => {
  it('gives each station its mark, band, domains and critical items against its pass mark, and the rule', async () => {
    const c = await circuitOfThree(owner);
    const rule =
      'A total of at least 160 (the sum of the pass marks) and at least 2 of 3 stations passed (6 of 10 in the exam, scaled to this circuit)';

    const before = circuitResultAnswerSchema.parse((await result(owner, c.id)).json());
    expect(before.stations.map((s) => [s.position, s.mark, s.band, s.passed])).toEqual([
      [c.a, null, null, false],
      [c.b, null, null, false],
      [c.c, null, null, false],
    ]);
    expect(before).toMatchObject({ passed: false, rule, total: 0, needed_total: 160 });

    // A: 2 + 0 (the critical item missed) + 1 + global 3 = 6 of 10: 60, exactly its pass mark.
    const first = await mark(
      owner,
      seeded.id,
      marking(seeded.guide, [2, 0, 1], 3, { circuit_id: c.id, position: c.a }),
    );
    expect(first.statusCode).toBe(200);
    // B: 1 + 1 + 0 + global 2 = 4 of 10: 40, under the default 50.
    expect(
      (
        await mark(
          owner,
          plain.id,
          marking(plain.guide, [1, 1, 0], 2, { circuit_id: c.id, position: c.b }),
        )
      ).statusCode,
    ).toBe(200);

    const res = await result(owner, c.id);
    expect(res.statusCode).toBe(200);
    const body = circuitResultAnswerSchema.parse(res.json());
    expect(body.stations).toEqual([
      {
        position: c.a,
        station_id: seeded.id,
        mark: 60,
        band: 'medium',
        domains: [
          { domain: 'data_gathering', share: 100 },
          { domain: 'clinical_management', share: 0 },
          { domain: 'interpersonal', share: 50 },
        ],
        critical_missed: [
          { guide_id: seeded.guide[1]!.id, task: seeded.guide[1]!.task, critical_reason: REASON },
        ],
        global_score: 3,
        pass_mark: 60,
        pass_mark_attempts: 40,
        passed: true,
      },
      {
        position: c.b,
        station_id: plain.id,
        mark: 40,
        band: 'low',
        domains: [
          { domain: 'data_gathering', share: 50 },
          { domain: 'clinical_management', share: 100 },
          { domain: 'interpersonal', share: 0 },
        ],
        critical_missed: [],
        global_score: 2,
        pass_mark: 50,
        pass_mark_attempts: 0,
        passed: false,
      },
      {
        position: c.c,
        station_id: third.id,
        mark: null,
        band: null,
        domains: [],
        critical_missed: [],
        global_score: null,
        pass_mark: 50,
        pass_mark_attempts: 0,
        passed: false,
      },
    ]);
    expect(body).toMatchObject({
      passed: false,
      rule,
      total: 100,
      needed_total: 160,
      stations_passed: 1,
      stations_needed: 2,
    });

    // B marked again: the latest marking is the position's result; the history keeps both.
    const again = await mark(
      owner,
      plain.id,
      marking(plain.guide, [2, 1, 2], 5, { circuit_id: c.id, position: c.b }),
    );
    expect(again.statusCode).toBe(200);
    // C, version 1: 1 + 0 + global 1 = 2 of 8: 25, low, no domains.
    await mark(
      owner,
      third.id,
      marking(third.guide, [1, 0], 1, { circuit_id: c.id, position: c.c }),
    );
    const after = circuitResultAnswerSchema.parse((await result(owner, c.id)).json());
    expect(after.stations.map((s) => [s.mark, s.band, s.passed, s.domains.length])).toEqual([
      [60, 'medium', true, 3],
      [100, 'high', true, 3],
      [25, 'low', false, 0],
    ]);
    expect(after).toMatchObject({ passed: true, rule, total: 185, stations_passed: 2 });
    const markingsOfB = await t()
      .database.db.select({ n: count() })
      .from(stationMarkings)
      .where(eq(stationMarkings.stationId, plain.id));
    expect(markingsOfB[0]!.n).toBe(2);
    const links = await t()
      .database.db.select()
      .from(circuitMarkings)
      .where(eq(circuitMarkings.circuitId, c.id));
    expect(links.map((l) => l.position).sort()).toEqual([c.a, c.b, c.b, c.c].sort());
  });

  it('still records a marking without circuit fields, outside any circuit', async () => {
    const member = await memberWith(t(), 'paid');
    const c = await circuitOfThree(member);
    const res = await mark(member, seeded.id, marking(seeded.guide, [2, 1, 2], 5));
    expect(res.statusCode).toBe(200);
    const body = circuitResultAnswerSchema.parse((await result(member, c.id)).json());
    expect(body.stations.every((s) => s.mark === null)).toBe(true);
  });
});

describe('who may see and mark a circuit', () => {
  it('answers 404 to another member, on the result and on marking with its id, writing nothing', async () => {
    const c = await circuitOfThree(owner);
    const refused = await result(other, c.id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(messages.circuitNotFound);
    expect((await result(owner, 2_000_000)).statusCode).toBe(404);
    expect((await result(owner, 'abc')).statusCode).toBe(422);

    const [markingsBefore, linksBefore] = [
      await rows(stationMarkings),
      await rows(circuitMarkings),
    ];
    const res = await mark(
      other,
      seeded.id,
      marking(seeded.guide, [2, 1, 2], 5, { circuit_id: c.id, position: c.a }),
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(messages.circuitNotFound);
    expect(await rows(stationMarkings)).toBe(markingsBefore);
    expect(await rows(circuitMarkings)).toBe(linksBefore);
  });

  it("lets a member of the circuit's group read its result and mark its positions", async () => {
    const c = await circuitOfThree(owner);
    const db = t().database.db;
    const [group] = await db
      .insert(studyGroups)
      .values({ code: 'RESULT1', createdBy: owner.id })
      .returning({ id: studyGroups.id });
    await db.insert(studyGroupMembers).values([
      { groupId: group!.id, userId: owner.id },
      { groupId: group!.id, userId: other.id },
    ]);
    await db.update(circuits).set({ groupId: group!.id }).where(eq(circuits.id, c.id));
    expect((await result(other, c.id)).statusCode).toBe(200);
    const res = await mark(
      other,
      third.id,
      marking(third.guide, [1, 2], 5, { circuit_id: c.id, position: c.c }),
    );
    expect(res.statusCode).toBe(200);
    const body = circuitResultAnswerSchema.parse((await result(owner, c.id)).json());
    expect(body.stations.find((s) => s.position === c.c)!.mark).toBe(100);
  });
});

describe('a marking naming a circuit wrongly', () => {
  it('refuses each with a clear 4xx and its text, writing nothing', async () => {
    const c = await circuitOfThree(owner);
    const good = (extra: object) => marking(seeded.guide, [2, 1, 2], 5, extra);
    const cases: [string, object, number, string][] = [
      ['a rest', { circuit_id: c.id, position: c.rest }, 422, messages.circuitPositionRest],
      [
        'another station',
        { circuit_id: c.id, position: c.b },
        422,
        messages.circuitPositionOtherStation,
      ],
      ['out of range', { circuit_id: c.id, position: 9 }, 422, messages.circuitPositionUnknown],
      [
        'past any circuit',
        { circuit_id: c.id, position: 31 },
        422,
        messages.circuitPositionUnknown,
      ],
      ['position 0', { circuit_id: c.id, position: 0 }, 422, messages.circuitPositionUnknown],
      ['huge position', { circuit_id: c.id, position: 1e12 }, 422, messages.circuitPositionUnknown],
      ['a fraction', { circuit_id: c.id, position: 1.5 }, 422, messages.circuitPositionUnknown],
      ['circuit alone', { circuit_id: c.id }, 422, messages.circuitMarkBothFields],
      ['position alone', { position: c.a }, 422, messages.circuitMarkBothFields],
      ['null circuit', { circuit_id: null, position: c.a }, 422, messages.circuitNotFound],
      ['null position', { circuit_id: c.id, position: null }, 422, messages.circuitPositionUnknown],
      ['NUL circuit', { circuit_id: '\u0000', position: c.a }, 422, messages.circuitNotFound],
      [
        'NUL position',
        { circuit_id: c.id, position: '\u0000' },
        422,
        messages.circuitPositionUnknown,
      ],
      ['huge circuit', { circuit_id: 2 ** 40, position: c.a }, 422, messages.circuitNotFound],
      ['no such circuit', { circuit_id: 2_000_000, position: c.a }, 404, messages.circuitNotFound],
      [
        "a group's run",
        { circuit_id: c.id, position: c.a, group_id: 1, run_id: 'run-1' },
        422,
        messages.circuitMarkSoloOnly,
      ],
    ];
    const [markingsBefore, linksBefore] = [
      await rows(stationMarkings),
      await rows(circuitMarkings),
    ];
    for (const [name, extra, status, text] of cases) {
      const res = await mark(owner, seeded.id, good(extra));
      expect(res.statusCode, name).toBe(status);
      expect(res.json().message, name).toBe(text);
    }
    expect(await rows(stationMarkings)).toBe(markingsBefore);
    expect(await rows(circuitMarkings)).toBe(linksBefore);
  });
});
