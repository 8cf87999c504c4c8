// Reads and writes station_revisions (docs/admin.md, 'The library'). The seeder and the console
// both record revisions through here, inside the transaction that writes the station itself.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { StationFileInput } from '@osce/shared/stations/station-file';
import type { Db } from '../../../db/client.ts';
import { stationRevisions } from '../../../db/schema/index.ts';

export type StationRevisionRow = typeof stationRevisions.$inferSelect;

export interface NewRevision {
  stationNumber: number;
  station: StationFileInput;
  file: string;
  source: 'file' | 'console';
  retired: boolean;
  restoredFrom?: number | null;
  changed: string[];
  createdBy?: { id: number; username: string } | null;
}

/**
 * Serialises every write to the library (the start-up refresh of every process, console saves):
 * held until the transaction ends, so two writers never pick the same next revision number.
 */
export async function lockStationLibrary(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('osce.station_library'))`);
}

export function createStationRevisionRepository(db: Db) {
  return {
    async latest(stationNumber: number): Promise<StationRevisionRow | undefined> {
      const [row] = await db
        .select()
        .from(stationRevisions)
        .where(eq(stationRevisions.stationNumber, stationNumber))
        .orderBy(desc(stationRevisions.revision))
        .limit(1);
      return row;
    },

    /** The latest revision of every station, by number. */
    async latestOfEach(): Promise<Map<number, StationRevisionRow>> {
      const rows = await db
        .selectDistinctOn([stationRevisions.stationNumber])
        .from(stationRevisions)
        .orderBy(stationRevisions.stationNumber, desc(stationRevisions.revision));
      return new Map(rows.map((r) => [r.stationNumber, r]));
    },

    async one(stationNumber: number, revision: number): Promise<StationRevisionRow | undefined> {
      const [row] = await db
        .select()
        .from(stationRevisions)
        .where(
          and(
            eq(stationRevisions.stationNumber, stationNumber),
            eq(stationRevisions.revision, revision),
          ),
        );
      return row;
    },

    /** Newest first. */
    list(stationNumber: number): Promise<StationRevisionRow[]> {
      return db
        .select()
        .from(stationRevisions)
        .where(eq(stationRevisions.stationNumber, stationNumber))
        .orderBy(desc(stationRevisions.revision));
    },

    /** Records the next revision (1 for a station's first); answers its number. */
    async record(entry: NewRevision, now: Date): Promise<StationRevisionRow> {
      const [last] = await db
        .select({ revision: stationRevisions.revision })
        .from(stationRevisions)
        .where(eq(stationRevisions.stationNumber, entry.stationNumber))
        .orderBy(desc(stationRevisions.revision))
        .limit(1);
      const [row] = await db
        .insert(stationRevisions)
        .values({
          stationNumber: entry.stationNumber,
          revision: (last?.revision ?? 0) + 1,
          station: entry.station,
          file: entry.file,
          source: entry.source,
          retired: entry.retired,
          restoredFrom: entry.restoredFrom ?? null,
          changed: entry.changed,
          createdAt: now,
          createdBy: entry.createdBy?.id ?? null,
          createdByUsername: entry.createdBy?.username ?? null,
        })
        .returning();
      return row!;
    },
  };
}
