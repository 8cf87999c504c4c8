// Reads of the station library and a member's own study records (favourites, progress, saved
// filters), and the writes a member makes to them. The only code of the study domain that touches
// these tables, apart from the library writer.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { TaskKind, TaxonKind } from '@osce/shared/stations/station-constants';
import type {
  GlobalDescriptors,
  LoadedMarkingItem,
  StationArtefact,
  StationReference,
} from '@osce/shared/stations/station-content';
import type { PhaseMinutes } from '@osce/shared/stations/timing';
import type { Db } from '../../db/client.ts';
import {
  markingGuides,
  savedFilters,
  stationProgress,
  stations,
  stationTaxons,
  taxons,
  type ProgressStatus,
} from '../../db/schema/index.ts';

export interface TaxonRow {
  kind: TaxonKind;
  id: number;
  name: string;
}

/** What every member sees the same of a station: the list's fixed part. */
export interface StationRow {
  id: number;
  number: number;
  name: string;
  availableToTrial: boolean;
  featured: boolean;
  preview: boolean;
  /** The examiner-facing title (the name for a version 1 station). */
  diagnosis: string;
  /** Null: the app's default timing (docs/content.md, 'The station file'). */
  recommendedTiming: PhaseMinutes | null;
  /** Taxon ids by kind, in the file's order. */
  taxonIds: Record<TaxonKind, number[]>;
}

/** A member's own record of one station. */
export interface ProgressRow {
  stationId: number;
  status: ProgressStatus | null;
  favourited: boolean;
  lastMark: number | null;
  averageMark: number | null;
  latestCompletion: Date | null;
}

export interface StationContent {
  stem: string;
  stemTasks: (typeof stations.$inferSelect)['stemTasks'];
  stemTaskKinds: (TaskKind | null)[];
  patientScript: string;
  approachGuide: string;
  questions: { question: string; answer: string; discussion?: boolean }[];
  markingGuide: ({ id: number } & LoadedMarkingItem)[];
  format: number;
  examinerBrief: string | null;
  artefacts: StationArtefact[];
  globalDescriptors: GlobalDescriptors | null;
  references: StationReference[];
  lastReviewed: string | null;
  reviewedBy: string | null;
}

export type SavedFiltersRow = typeof savedFilters.$inferSelect;

const PROGRESS_COLUMNS = {
  stationId: stationProgress.stationId,
  status: stationProgress.status,
  favourited: stationProgress.favourited,
  lastMark: stationProgress.lastMark,
  averageMark: stationProgress.averageMark,
  latestCompletion: stationProgress.latestCompletion,
};

const emptyTaxonIds = (): Record<TaxonKind, number[]> => ({
  levels: [],
  difficulties: [],
  types: [],
  specialties: [],
  systems: [],
});

export function createStationRepository(db: Db) {
  return {
    async listTaxons(): Promise<TaxonRow[]> {
      return db
        .select({ kind: taxons.kind, id: taxons.id, name: taxons.name })
        .from(taxons)
        .orderBy(asc(taxons.kind), asc(taxons.position));
    },

    /** Every station in the list (not retired), by number, with its classification. */
    async listStations(): Promise<StationRow[]> {
      const rows = await db
        .select({
          id: stations.id,
          number: stations.number,
          name: stations.name,
          availableToTrial: stations.availableToTrial,
          featured: stations.featured,
          preview: stations.preview,
          diagnosis: stations.diagnosis,
          recommendedTiming: stations.recommendedTiming,
        })
        .from(stations)
        .where(isNull(stations.retiredAt))
        .orderBy(asc(stations.number));
      const links = await db
        .select({
          stationId: stationTaxons.stationId,
          kind: stationTaxons.kind,
          taxonId: stationTaxons.taxonId,
        })
        .from(stationTaxons)
        .orderBy(
          asc(stationTaxons.stationId),
          asc(stationTaxons.kind),
          asc(stationTaxons.position),
        );
      const byStation = new Map<number, Record<TaxonKind, number[]>>();
      for (const link of links) {
        let ids = byStation.get(link.stationId);
        if (!ids) byStation.set(link.stationId, (ids = emptyTaxonIds()));
        ids[link.kind].push(link.taxonId);
      }
      return rows.map((r) => ({ ...r, taxonIds: byStation.get(r.id) ?? emptyTaxonIds() }));
    },

    /** The member's records, one per station they have touched. */
    async progressOf(userId: number): Promise<ProgressRow[]> {
      return db
        .select(PROGRESS_COLUMNS)
        .from(stationProgress)
        .where(eq(stationProgress.userId, userId));
    },

    async progressOfStation(userId: number, stationId: number): Promise<ProgressRow | null> {
      const [row] = await db
        .select(PROGRESS_COLUMNS)
        .from(stationProgress)
        .where(and(eq(stationProgress.userId, userId), eq(stationProgress.stationId, stationId)));
      return row ?? null;
    },

    async completedStationIds(userId: number): Promise<number[]> {
      const rows = await db
        .select({ id: stationProgress.stationId })
        .from(stationProgress)
        .where(and(eq(stationProgress.userId, userId), eq(stationProgress.status, 'complete')))
        .orderBy(asc(stationProgress.stationId));
      return rows.map((r) => r.id);
    },

    async contentOf(stationId: number): Promise<StationContent | null> {
      const [row] = await db
        .select({
          stem: stations.stem,
          stemTasks: stations.stemTasks,
          stemTaskKinds: stations.stemTaskKinds,
          patientScript: stations.patientScript,
          approachGuide: stations.approachGuide,
          questions: stations.questions,
          format: stations.format,
          examinerBrief: stations.examinerBrief,
          artefacts: stations.artefacts,
          globalDescriptors: stations.globalDescriptors,
          references: stations.references,
          lastReviewed: stations.lastReviewed,
          reviewedBy: stations.reviewedBy,
        })
        .from(stations)
        .where(eq(stations.id, stationId));
      if (!row) return null;
      const guide = await db
        .select({
          id: markingGuides.id,
          task: markingGuides.task,
          maxMarks: markingGuides.maxMarks,
          domain: markingGuides.domain,
          anchors: markingGuides.anchors,
          critical: markingGuides.critical,
          criticalReason: markingGuides.criticalReason,
        })
        .from(markingGuides)
        .where(eq(markingGuides.stationId, stationId))
        .orderBy(asc(markingGuides.position));
      return { ...row, markingGuide: guide };
    },

    async setFavourite(userId: number, stationId: number, favourited: boolean, now: Date) {
      await db
        .insert(stationProgress)
        .values({ userId, stationId, favourited, updatedAt: now })
        .onConflictDoUpdate({
          target: [stationProgress.userId, stationProgress.stationId],
          set: { favourited, updatedAt: now },
        });
    },

    async savedFiltersOf(userId: number): Promise<SavedFiltersRow | null> {
      const [row] = await db.select().from(savedFilters).where(eq(savedFilters.userId, userId));
      return row ?? null;
    },

    async saveFilters(
      values: Omit<SavedFiltersRow, 'updatedAt'>,
      now: Date,
    ): Promise<SavedFiltersRow> {
      const { userId: _userId, ...changes } = values;
      const [row] = await db
        .insert(savedFilters)
        .values({ ...values, updatedAt: now })
        .onConflictDoUpdate({
          target: savedFilters.userId,
          set: { ...changes, updatedAt: now },
        })
        .returning();
      return row!;
    },

    /** A cheap fingerprint of the library: changes whenever a station is written or retired. */
    async libraryVersion(): Promise<string> {
      const [row] = await db
        .select({
          v: sql<string>`coalesce(max(${stations.updatedAt})::text, '') || ':' || count(*)::text`,
        })
        .from(stations);
      return row?.v ?? '';
    },
  };
}

export type StationRepository = ReturnType<typeof createStationRepository>;
