// Study domain: the station library (loaded from content/stations/ by the seeder, a station's
// number being its identity), the taxonomies, and each member's own study records: favourites and
// progress (one row per member and station), markings (the history, written by the station
// screen), and saved filters.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  MarkingDomain,
  StationArea,
  TaskKind,
  TaxonKind,
} from '@osce/shared/stations/station-constants';
import type {
  GlobalDescriptors,
  MarkingAnchor,
  StationArtefact,
  StationReference,
} from '@osce/shared/stations/station-content';
import type { ExamPresetId } from '@osce/shared/stations/exam-presets';
import type { PhaseMinutes } from '@osce/shared/stations/timing';
import { users } from './accounts.ts';

/** Levels, difficulties, types, specialties and systems: ids are taxons.yaml's, lasting. */
export const taxons = pgTable(
  'taxons',
  {
    kind: text('kind').$type<TaxonKind>().notNull(),
    id: integer('id').notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.id] })],
);

export const stations = pgTable('stations', {
  id: serial('id').primaryKey(),
  number: integer('number').notNull().unique(),
  name: text('name').notNull(),
  availableToTrial: boolean('available_to_trial').notNull().default(false),
  featured: boolean('featured').notNull().default(false),
  preview: boolean('preview').notNull().default(false),
  /** Clean HTML (sanitised by the loader and again by the repository). */
  stem: text('stem').notNull(),
  stemTasks: jsonb('stem_tasks').$type<{ task: string; area: StationArea }[]>().notNull(),
  patientScript: text('patient_script').notNull(),
  approachGuide: text('approach_guide').notNull(),
  questions: jsonb('questions')
    .$type<{ question: string; answer: string; discussion?: boolean }[]>()
    .notNull(),
  /** Version 2 (docs/content.md, 'The station file'); a version 1 file stores defaults. */
  format: integer('format').notNull().default(1),
  /** The examiner-facing title; a version 1 station's is its name. */
  diagnosis: text('diagnosis').notNull().default(''),
  /** Null: the app's default timing. */
  recommendedTiming: jsonb('recommended_timing').$type<PhaseMinutes>(),
  /** Each stem task's kind by the rule of thumb, in order (null for a version 1 task). */
  stemTaskKinds: jsonb('stem_task_kinds').$type<(TaskKind | null)[]>().notNull().default([]),
  /** Clean HTML. */
  examinerBrief: text('examiner_brief'),
  artefacts: jsonb('artefacts').$type<StationArtefact[]>().notNull().default([]),
  globalDescriptors: jsonb('global_descriptors').$type<GlobalDescriptors>(),
  references: jsonb('references').$type<StationReference[]>().notNull().default([]),
  lastReviewed: text('last_reviewed'),
  reviewedBy: text('reviewed_by'),
  /** Hash of the file's stored content: an unchanged file is not written again. */
  contentHash: text('content_hash').notNull(),
  /**
   * Set when the station's file is gone from the library: it leaves the list, but members'
   * history keeps pointing at it. A file that comes back clears it.
   */
  retiredAt: timestamp('retired_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const stationTaxons = pgTable(
  'station_taxons',
  {
    stationId: integer('station_id')
      .notNull()
      .references(() => stations.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<TaxonKind>().notNull(),
    taxonId: integer('taxon_id').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.stationId, t.kind, t.taxonId] }),
    index('station_taxons_taxon_idx').on(t.kind, t.taxonId),
  ],
);

/**
 * The marking guide's items. Ids are what a marking's scores refer to, so an edited item keeps
 * its id (matched by position); a marking also keeps what it scored, so history survives edits.
 */
export const markingGuides = pgTable(
  'marking_guides',
  {
    id: serial('id').primaryKey(),
    stationId: integer('station_id')
      .notNull()
      .references(() => stations.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    task: text('task').notNull(),
    maxMarks: integer('max_marks').notNull(),
    /** Null for a version 1 station's item. */
    domain: text('domain').$type<MarkingDomain>(),
    anchors: jsonb('anchors').$type<MarkingAnchor[]>(),
    critical: boolean('critical').notNull().default(false),
    criticalReason: text('critical_reason'),
  },
  (t) => [unique('marking_guides_station_position_uq').on(t.stationId, t.position)],
);

export const PROGRESS_STATUSES = ['incomplete', 'complete', 'attempt_again'] as const;
export type ProgressStatus = (typeof PROGRESS_STATUSES)[number];

/**
 * A member's standing with one station, kept beside their markings in the same transaction as
 * each change, so the station list reads one row per station instead of aggregating history.
 * No row (or a null status) means not attempted.
 */
export const stationProgress = pgTable(
  'station_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stationId: integer('station_id')
      .notNull()
      .references(() => stations.id, { onDelete: 'cascade' }),
    status: text('status', { enum: PROGRESS_STATUSES }),
    favourited: boolean('favourited').notNull().default(false),
    /** The latest marking's mark out of 100, their mean, and when the latest was made. */
    lastMark: real('last_mark'),
    averageMark: real('average_mark'),
    markingCount: integer('marking_count').notNull().default(0),
    latestCompletion: timestamp('latest_completion', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.stationId] })],
);

/** One item's score as it was marked; domain and critical from version 2 on (null before). */
export interface MarkingScoreRecord {
  guide_id: number;
  points: number;
  task: string;
  max_marks: number;
  domain?: MarkingDomain | null;
  critical?: boolean;
}

/** One marked attempt: the history that stats and the per-station history are read from. */
export const stationMarkings = pgTable(
  'station_markings',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stationId: integer('station_id')
      .notNull()
      .references(() => stations.id, { onDelete: 'cascade' }),
    /** Who marked: the member themself, or the examiner who had them attached. */
    markedBy: integer('marked_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Out of 100. */
    mark: real('mark').notNull(),
    globalScore: integer('global_score').notNull().default(0),
    /** Each guide item as it was when marked, with the points given. */
    scores: jsonb('scores').$type<MarkingScoreRecord[]>().notNull(),
    notes: text('notes').notNull().default(''),
    examinerNotes: text('examiner_notes').notNull().default(''),
    /** The group's live run this marks (null for a solo marking): one marking per member and run. */
    groupRunId: text('group_run_id'),
  },
  (t) => [
    index('station_markings_user_idx').on(t.userId, t.createdAt),
    // NULLs never collide, so solo markings are unaffected.
    uniqueIndex('station_markings_user_run_uq').on(t.userId, t.groupRunId),
    index('station_markings_user_station_idx').on(t.userId, t.stationId, t.createdAt),
    check('station_markings_mark_range', sql`${t.mark} >= 0 and ${t.mark} <= 100`),
  ],
);

/** The member's saved study filters ('My Filter'): one set per member. */
export const savedFilters = pgTable('saved_filters', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull().default(''),
  filters: jsonb('filters').$type<Record<string, unknown>>().notNull(),
  completedFilters: jsonb('completed_filters').$type<string[]>().notNull(),
  hiddenStationNames: boolean('hidden_station_names').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The member's preferred phase timings in minutes ('Save as preferred' on the station screen). */
export const preferredTimings = pgTable('preferred_timings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  reading: integer('reading').notNull(),
  station: integer('station').notNull(),
  question: integer('question').notNull(),
  feedback: integer('feedback').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The member's own minutes for one station ('Save for this station'): a run of that station starts
 * from them before anything else (docs/station-run.md, 'Timing a version 2 station').
 */
export const stationTimings = pgTable(
  'station_timings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stationId: integer('station_id')
      .notNull()
      .references(() => stations.id, { onDelete: 'cascade' }),
    reading: integer('reading').notNull(),
    station: integer('station').notNull(),
    question: integer('question').notNull(),
    feedback: integer('feedback').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.stationId] })],
);

/** The member's exam preset (an EXAM_PRESET_IDS value); no row: none chosen. */
export const examPresets = pgTable('exam_presets', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  preset: text('preset').$type<ExamPresetId>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
