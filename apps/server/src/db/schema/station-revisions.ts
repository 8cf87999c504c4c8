// The station library's history (docs/admin.md, 'The library'): every version of every station, as
// its file's structure, numbered 1..n per station. The seeder records a `file` revision when a
// station file's content changes; the console records `console` revisions (edits, restores,
// retire and restore). The latest revision's source decides whether the next start may apply the
// file: a console edit is never overwritten by a file that differs from it.
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { StationFileInput } from '@osce/shared/stations/station-file';
import { users } from './accounts.ts';

export const STATION_REVISION_SOURCES = ['file', 'console'] as const;

export const stationRevisions = pgTable(
  'station_revisions',
  {
    id: serial('id').primaryKey(),
    /** The station's number: its identity, as in `stations.number`. */
    stationNumber: integer('station_number').notNull(),
    /** 1, 2, ... per station. */
    revision: integer('revision').notNull(),
    /** Exactly the station file's structure as stationFileSchema reads it. */
    station: jsonb('station').$type<StationFileInput>().notNull(),
    /** The file name in content/stations/ this station lives in (and is exported as). */
    file: text('file').notNull(),
    source: text('source', { enum: STATION_REVISION_SOURCES }).notNull(),
    /** Whether the station is retired as of this revision. */
    retired: boolean('retired').notNull().default(false),
    /** The older revision this one brought back, if it is a restore. */
    restoredFrom: integer('restored_from'),
    /** Field paths changed from the revision before ('stem', 'marking_guide.3', 'retired'). */
    changed: jsonb('changed').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Null for a file revision; the username is kept so the entry outlives the account. */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdByUsername: text('created_by_username'),
  },
  (t) => [
    unique('station_revisions_number_revision_uq').on(t.stationNumber, t.revision),
    index('station_revisions_created_by_idx').on(t.createdBy),
  ],
);
