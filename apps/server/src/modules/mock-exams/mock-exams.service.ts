// Mock-exam circuits (docs/mock-exams.md, 'API' and 'Implementation'): setting one up from a preset
// or timings with stations chosen or balanced, reading it back, and a station's pass mark. The
// rules are the shared ones (mock-exams/ in packages/shared); this file decides who may use which
// station (the station screen's rule) and keeps a member's circuits within the daily limit.
import { randomInt } from 'node:crypto';
import { balanceCircuit, type BalanceFailure } from '@osce/shared/mock-exams/circuit-balance';
import { layoutCircuit } from '@osce/shared/mock-exams/circuit-timing';
import {
  EXAM_CIRCUIT_PRESETS,
  listExamCircuitPresets,
} from '@osce/shared/mock-exams/exam-circuit-presets';
import type { StationPassMark } from '@osce/shared/mock-exams/pass-mark';
import type { CreateCircuit } from '@osce/shared/schemas/mock-exams';
import { canUseStation, type StudyAccess } from '@osce/shared/stations/access';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import type { Clock } from '../../lib/clock.ts';
import { createCircuitResultRepository } from './circuit-result.repository.ts';
import {
  DEFAULT_STATION_PASS_MARK,
  missedCriticalIds,
  presentCircuitResult,
  type CircuitResultAnswer,
} from './circuit-result.presenter.ts';
import {
  createMockExamRepository,
  type MockExamRepository,
  type StoredCircuit,
} from './mock-exams.repository.ts';

/** Circuits a member may set up in any 24 hours: far beyond practice, short of filling a table. */
export const CIRCUITS_PER_DAY = 50;
const DAY_MS = 86_400_000;

export type CircuitRefusal =
  | { ok: false; reason: 'station_unknown' | 'not_found' | 'daily_limit' }
  | { ok: false; reason: 'paid_only'; number: number }
  | { ok: false; reason: 'unknown_type'; type: string }
  | { ok: false; reason: 'balance'; failure: BalanceFailure };

export type CircuitAnswer = Pick<StoredCircuit, 'id' | 'timing'> & {
  stations: StoredCircuit['positions'];
};

export type StationRefusal = { ok: false; reason: 'not_found' | 'paid_only' };

export type MockExamService = ReturnType<typeof createMockExamService>;

const present = (c: StoredCircuit): CircuitAnswer => ({
  id: c.id,
  stations: c.positions,
  timing: c.timing,
});

/**
 * Who may read a circuit: its owner, and the members of the group running it when it has one.
 * Anyone else is told it does not exist (a 404, never a 403), so ids reveal nothing.
 */
export async function canReadCircuit(
  repo: Pick<MockExamRepository, 'isGroupMember'>,
  circuit: Pick<StoredCircuit, 'userId' | 'groupId'>,
  userId: number,
): Promise<boolean> {
  if (circuit.userId === userId) return true;
  return circuit.groupId !== null && repo.isGroupMember(circuit.groupId, userId);
}

/** The chosen stations, checked: each in the library and open to the member, in the order sent. */
async function checkChosen(
  repo: MockExamRepository,
  access: StudyAccess,
  ids: readonly number[],
): Promise<{ ok: true; ids: number[] } | CircuitRefusal> {
  const found = new Map((await repo.liveStations(ids)).map((s) => [s.id, s]));
  for (const id of ids) {
    const station = found.get(id);
    if (!station) return { ok: false, reason: 'station_unknown' };
    if (!canUseStation(access, { available_to_trial: station.availableToTrial })) {
      return { ok: false, reason: 'paid_only', number: station.number };
    }
  }
  return { ok: true, ids: [...ids] };
}

/** Stations chosen by balanceCircuit among those the member may open, by their last attempts. */
async function balanced(
  repo: MockExamRepository,
  userId: number,
  access: StudyAccess,
  input: CreateCircuit,
  nowMs: number,
): Promise<{ ok: true; ids: number[] } | CircuitRefusal> {
  const minPerType = input.balance?.min_per_type ?? {};
  const types = new Set(await repo.typeNames());
  const unknown = Object.keys(minPerType).find((type) => !types.has(type));
  if (unknown !== undefined) return { ok: false, reason: 'unknown_type', type: unknown };
  const [library, lastAttempts] = await Promise.all([
    repo.liveStationsWithTaxons(),
    repo.lastAttempts(userId),
  ]);
  const candidates = library
    .filter((s) => canUseStation(access, { available_to_trial: s.availableToTrial }))
    .map((s) => ({ ...s, lastAttemptedAt: lastAttempts.get(s.id)?.getTime() ?? null }));
  const result = balanceCircuit(
    candidates,
    {
      count: input.station_count,
      excludeAttemptedWithinDays: input.balance?.exclude_attempted_days,
      minPerType,
      seed: randomInt(2 ** 31),
    },
    nowMs,
  );
  return result.ok
    ? { ok: true, ids: result.stationIds }
    : { ok: false, reason: 'balance', failure: result.failure };
}

export function createMockExamService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  const reader = createMockExamRepository(db);
  const results = createCircuitResultRepository(db);

  return {
    /** GET /exam_presets. */
    presets: listExamCircuitPresets,

    /**
     * POST /circuits. A preset gives its timing, rest stations and rule; timings given replace its
     * timing; a custom circuit takes finals' rule. One transaction holding the member's lock: the
     * limit, the stations and the write cannot be overtaken by a second call.
     */
    create(
      userId: number,
      access: StudyAccess,
      input: CreateCircuit,
    ): Promise<{ ok: true; circuit: CircuitAnswer } | CircuitRefusal> {
      const preset = input.preset ? EXAM_CIRCUIT_PRESETS[input.preset] : null;
      const timing = input.timing ?? preset!.timing;
      const passRule = (preset ?? EXAM_CIRCUIT_PRESETS.finals).pass_rule;
      const restCount = input.rest_stations ?? preset?.rest_stations ?? 0;
      return withTransaction(db, async (tx) => {
        const repo = createMockExamRepository(tx);
        await repo.lockMember(userId);
        const now = clock.now();
        const made = await repo.circuitsSince(userId, new Date(now.getTime() - DAY_MS));
        if (made >= CIRCUITS_PER_DAY) return { ok: false, reason: 'daily_limit' } as const;
        const chosen = input.station_ids
          ? await checkChosen(repo, access, input.station_ids)
          : await balanced(repo, userId, access, input, now.getTime());
        if (!chosen.ok) return chosen;
        const positions = layoutCircuit(chosen.ids, restCount);
        const id = await repo.insertCircuit({
          userId,
          preset: input.preset ?? null,
          timing,
          passRule,
          stationCount: chosen.ids.length,
          positions,
          createdAt: now,
        });
        return { ok: true, circuit: { id, stations: positions, timing } } as const;
      });
    },

    /** GET /circuits/{id}: the circuit to whoever may read it (canReadCircuit), else not found. */
    async circuit(
      userId: number,
      id: number,
    ): Promise<{ ok: true; circuit: CircuitAnswer } | CircuitRefusal> {
      const circuit = await reader.circuit(id);
      if (!circuit || !(await canReadCircuit(reader, circuit, userId))) {
        return { ok: false, reason: 'not_found' };
      }
      return { ok: true, circuit: present(circuit) };
    },

    /** GET /station/{id}/pass_mark: the job's figure, or the default before it has one. */
    async passMark(
      access: StudyAccess,
      stationId: number,
    ): Promise<{ ok: true; passMark: StationPassMark } | StationRefusal> {
      const [station] = await reader.liveStations([stationId]);
      if (!station) return { ok: false, reason: 'not_found' };
      if (!canUseStation(access, { available_to_trial: station.availableToTrial })) {
        return { ok: false, reason: 'paid_only' };
      }
      const stored = await reader.passMark(stationId);
      return {
        ok: true,
        passMark: stored ?? DEFAULT_STATION_PASS_MARK,
      };
    },

    /**
     * GET /circuits/{id}/result, to whoever may read the circuit: each position's latest marking
     * against its station's pass mark, and the circuit's stored rule. At most six reads, however long the circuit.
     */
    async result(
      userId: number,
      id: number,
    ): Promise<{ ok: true; result: CircuitResultAnswer } | CircuitRefusal> {
      const circuit = await reader.circuit(id);
      if (!circuit || !(await canReadCircuit(reader, circuit, userId))) {
        return { ok: false, reason: 'not_found' };
      }
      const stationIds = circuit.positions.flatMap((p) => (p.station_id ? [p.station_id] : []));
      const [markings, passMarks] = await Promise.all([
        results.latestMarkings(id),
        results.passMarks(stationIds),
      ]);
      const reasons = await results.criticalReasons(missedCriticalIds(markings.values()));
      return {
        ok: true,
        result: presentCircuitResult({
          positions: circuit.positions,
          passRule: circuit.passRule,
          markings,
          passMarks,
          reasons,
        }),
      };
    },
  };
}
