// Circuits and the stations they are made of: the only SQL of the mock-exams module's calls (the
// pass-marks job has its own, pass-marks.repository.ts). Stations are read here directly, as the
// playlists do: live (not retired) ones only, with their trial flag and their taxonomy names for
// balancing.
import { and, asc, count, eq, gte, inArray, isNull, max } from 'drizzle-orm';
import type { CircuitPosition, CircuitTiming } from '@osce/shared/mock-exams/circuit-timing';
import type {
  CircuitPassRule,
  ExamCircuitPresetKey,
} from '@osce/shared/mock-exams/exam-circuit-presets';
import type { TaxonKind } from '@osce/shared/stations/station-constants';
import type { Db } from '../../db/client.ts';
import { lockMemberRow } from '../../db/member-lock.ts';
import { createGroupRepository } from '../groups/groups.repository.ts';
import {
  circuitMarkings,
  circuitStations,
  circuits,
  stationMarkings,
  stationPassMarks,
  stationTaxons,
  stations,
  taxons,
} from '../../db/schema/index.ts';

export interface LiveStation {
  id: number;
  number: number;
  availableToTrial: boolean;
}

export interface StationWithTaxons extends LiveStation {
  types: string[];
  specialties: string[];
  systems: string[];
}

export interface StoredCircuit {
  id: number;
  userId: number;
  groupId: number | null;
  timing: CircuitTiming;
  passRule: CircuitPassRule;
  positions: CircuitPosition[];
}

export interface NewCircuit {
  userId: number;
  preset: ExamCircuitPresetKey | null;
  timing: CircuitTiming;
  passRule: CircuitPassRule;
  stationCount: number;
  positions: CircuitPosition[];
  createdAt: Date;
}

const BALANCED_KINDS = ['types', 'specialties', 'systems'] as const satisfies TaxonKind[];

const liveStationColumns = {
  id: stations.id,
  number: stations.number,
  availableToTrial: stations.availableToTrial,
};

export function createMockExamRepository(db: Db) {
  return {
    /** The member's row held to the end of the transaction (db/member-lock.ts). */
    lockMember: (userId: number) => lockMemberRow(db, userId),

    async circuitsSince(userId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(circuits)
        .where(and(eq(circuits.userId, userId), gte(circuits.createdAt, since)));
      return row?.n ?? 0;
    },

    /** The live stations among these ids (a retired or unknown id is left out). */
    async liveStations(ids: readonly number[]): Promise<LiveStation[]> {
      if (!ids.length) return [];
      return db
        .select(liveStationColumns)
        .from(stations)
        .where(and(inArray(stations.id, [...ids]), isNull(stations.retiredAt)));
    },

    /** Every live station with its types, specialties and systems by name, for balancing. */
    async liveStationsWithTaxons(): Promise<StationWithTaxons[]> {
      const rows = await db
        .select(liveStationColumns)
        .from(stations)
        .where(isNull(stations.retiredAt));
      const links = await db
        .select({ stationId: stationTaxons.stationId, kind: stationTaxons.kind, name: taxons.name })
        .from(stationTaxons)
        .innerJoin(
          taxons,
          and(eq(taxons.kind, stationTaxons.kind), eq(taxons.id, stationTaxons.taxonId)),
        )
        .where(inArray(stationTaxons.kind, [...BALANCED_KINDS]))
        .orderBy(asc(stationTaxons.position));
      const byId = new Map<number, StationWithTaxons>(
        rows.map((s) => [s.id, { ...s, types: [], specialties: [], systems: [] }]),
      );
      for (const link of links) {
        const station = byId.get(link.stationId);
        if (station) station[link.kind as (typeof BALANCED_KINDS)[number]].push(link.name);
      }
      return [...byId.values()];
    },

    /** Every station type's name, as balance's minimums name them. */
    async typeNames(): Promise<string[]> {
      const rows = await db
        .select({ name: taxons.name })
        .from(taxons)
        .where(eq(taxons.kind, 'types'));
      return rows.map((r) => r.name);
    },

    /** When the member last attempted each station they have a marking of. */
    async lastAttempts(userId: number): Promise<Map<number, Date>> {
      const rows = await db
        .select({ stationId: stationMarkings.stationId, last: max(stationMarkings.createdAt) })
        .from(stationMarkings)
        .where(eq(stationMarkings.userId, userId))
        .groupBy(stationMarkings.stationId);
      return new Map(rows.flatMap((r) => (r.last ? [[r.stationId, r.last] as const] : [])));
    },

    /** The circuit and its positions; its id. */
    async insertCircuit(circuit: NewCircuit): Promise<number> {
      const [row] = await db
        .insert(circuits)
        .values({
          userId: circuit.userId,
          preset: circuit.preset,
          timing: circuit.timing,
          passRule: circuit.passRule,
          stationCount: circuit.stationCount,
          createdAt: circuit.createdAt,
        })
        .returning({ id: circuits.id });
      const id = row!.id;
      await db.insert(circuitStations).values(
        circuit.positions.map((p) => ({
          circuitId: id,
          position: p.position,
          stationId: p.station_id,
          rest: p.rest,
        })),
      );
      return id;
    },

    async circuit(id: number): Promise<StoredCircuit | null> {
      const [row] = await db
        .select({
          id: circuits.id,
          userId: circuits.userId,
          groupId: circuits.groupId,
          timing: circuits.timing,
          passRule: circuits.passRule,
        })
        .from(circuits)
        .where(eq(circuits.id, id));
      if (!row) return null;
      const positions = await db
        .select({
          position: circuitStations.position,
          station_id: circuitStations.stationId,
          rest: circuitStations.rest,
        })
        .from(circuitStations)
        .where(eq(circuitStations.circuitId, id))
        .orderBy(asc(circuitStations.position));
      return { ...row, positions };
    },

    /** A marking placed at a circuit's position (circuit-marking.ts checked the place). */
    async insertCircuitMarking(link: typeof circuitMarkings.$inferInsert): Promise<void> {
      await db.insert(circuitMarkings).values(link);
    },

    /** Whether the member is in the group, as the groups module answers it. */
    isGroupMember: (groupId: number, userId: number) =>
      createGroupRepository(db).isMember(userId, groupId),

    /** The pass mark the job last stored for the station, or null. */
    async passMark(stationId: number) {
      const [row] = await db
        .select({
          pass_mark: stationPassMarks.passMark,
          attempts: stationPassMarks.attempts,
          method: stationPassMarks.method,
        })
        .from(stationPassMarks)
        .where(eq(stationPassMarks.stationId, stationId));
      return row ?? null;
    },
  };
}

export type MockExamRepository = ReturnType<typeof createMockExamRepository>;
