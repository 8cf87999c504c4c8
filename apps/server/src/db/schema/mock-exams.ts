// Mock exams (docs/mock-exams.md, 'Implementation'): a member's circuits, each with its positions
// in running order, and every station's pass mark as the pass-marks job last computed it. A
// circuit keeps its timing and pass rule as they were set up, so a preset changed later does not
// change a circuit already made.
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { CircuitTiming } from '@osce/shared/mock-exams/circuit-timing';
import type {
  CircuitPassRule,
  ExamCircuitPresetKey,
} from '@osce/shared/mock-exams/exam-circuit-presets';
import { users } from './accounts.ts';
import { studyGroups } from './groups.ts';
import { stationMarkings, stations } from './study.ts';

export const circuits = pgTable(
  'circuits',
  {
    id: serial('id').primaryKey(),
    /** Who set it up: the one who may always read it. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The group that runs it together; null for a solo circuit. */
    groupId: integer('group_id').references(() => studyGroups.id, { onDelete: 'set null' }),
    /** The exam preset it started from; null for a custom timing. */
    preset: text('preset').$type<ExamCircuitPresetKey>(),
    /** In seconds. */
    timing: jsonb('timing').$type<CircuitTiming>().notNull(),
    passRule: jsonb('pass_rule').$type<CircuitPassRule>().notNull(),
    /** Stations examined, rest stations not counted. */
    stationCount: integer('station_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The daily limit counts a member's circuits since a moment.
  (t) => [index('circuits_user_created_idx').on(t.userId, t.createdAt)],
);

/** One position of a circuit, numbered from 1; a rest position has no station. */
export const circuitStations = pgTable(
  'circuit_stations',
  {
    circuitId: integer('circuit_id')
      .notNull()
      .references(() => circuits.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** Null for a rest station (stations are retired, never deleted, so a station stays). */
    stationId: integer('station_id').references(() => stations.id, { onDelete: 'set null' }),
    rest: boolean('rest').notNull().default(false),
  },
  (t) => [unique('circuit_stations_position_uq').on(t.circuitId, t.position)],
);

/**
 * A marking recorded against a position of a circuit: the marking stays in the member's history as
 * any other; this row only says where in the circuit it belongs. A position marked again keeps
 * every row, and its result is the latest (docs/mock-exams.md, 'Results').
 */
export const circuitMarkings = pgTable(
  'circuit_markings',
  {
    circuitId: integer('circuit_id')
      .notNull()
      .references(() => circuits.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    markingId: integer('marking_id')
      .notNull()
      .references(() => stationMarkings.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('circuit_markings_marking_uq').on(t.markingId),
    // The result reads a circuit's markings position by position, latest first.
    index('circuit_markings_circuit_idx').on(t.circuitId, t.position, t.createdAt),
  ],
);

/**
 * A station's pass mark by borderline regression over every member's markings of it, written by
 * the pass-marks job; no row: the default (mock-exams/pass-mark.ts).
 */
export const stationPassMarks = pgTable('station_pass_marks', {
  stationId: integer('station_id')
    .primaryKey()
    .references(() => stations.id, { onDelete: 'cascade' }),
  passMark: numeric('pass_mark', { precision: 4, scale: 1, mode: 'number' }).notNull(),
  attempts: integer('attempts').notNull(),
  method: text('method').$type<'borderline_regression' | 'default'>().notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
});
