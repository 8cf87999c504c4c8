// Writes the station library: taxonomies and stations with their classification and marking
// guides. A station is matched by its number (its identity); an unchanged one (same content hash)
// is not written at all, a changed one is updated in place so members' favourites, progress and
// markings stay attached. The seeder and the test factories write through here.
import { and, eq, gt, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { TaskKind, TaxonKind } from '@osce/shared/stations/station-constants';
import type {
  GlobalDescriptors,
  LoadedMarkingItem,
  StationArtefact,
  StationReference,
} from '@osce/shared/stations/station-content';
import type { PhaseMinutes } from '@osce/shared/stations/timing';
import type { Db } from '../../db/client.ts';
import { markingGuides, stations, stationTaxons, taxons } from '../../db/schema/index.ts';
import { sanitizeContentHtml } from '../../lib/sanitize.ts';

/** A station to store, classified by taxon ids (the seeder resolves names from taxons.yaml). */
export interface StationToStore {
  number: number;
  name: string;
  availableToTrial: boolean;
  featured: boolean;
  preview: boolean;
  taxonIds: Record<TaxonKind, number[]>;
  stem: string;
  stemTasks: (typeof stations.$inferInsert)['stemTasks'];
  patientScript: string;
  approachGuide: string;
  questions: { question: string; answer: string; discussion?: boolean }[];
  markingGuide: (Pick<LoadedMarkingItem, 'task' | 'maxMarks'> & Partial<LoadedMarkingItem>)[];
  contentHash: string;
  // Version 2 (docs/content.md, 'The station file'); test factories may leave them out.
  format?: 1 | 2;
  diagnosis?: string;
  recommendedTiming?: PhaseMinutes | null;
  stemTaskKinds?: (TaskKind | null)[];
  examinerBrief?: string | null;
  artefacts?: StationArtefact[];
  globalDescriptors?: GlobalDescriptors | null;
  references?: StationReference[];
  lastReviewed?: string | null;
  reviewedBy?: string | null;
}

export type StoreOutcome = 'added' | 'updated' | 'unchanged';

const clean = sanitizeContentHtml;

export function createStationLibraryRepository(db: Db) {
  return {
    /** Replaces one taxonomy's entries by id; entries no longer listed are removed. */
    async saveTaxons(kind: TaxonKind, entries: { id: number; name: string }[]): Promise<void> {
      for (const [position, entry] of entries.entries()) {
        await db
          .insert(taxons)
          .values({ kind, id: entry.id, name: entry.name, position })
          .onConflictDoUpdate({
            target: [taxons.kind, taxons.id],
            set: { name: entry.name, position },
          });
      }
      const kept = entries.map((e) => e.id);
      await db
        .delete(taxons)
        .where(and(eq(taxons.kind, kind), kept.length ? notInArray(taxons.id, kept) : undefined));
    },

    async saveStation(station: StationToStore, now: Date): Promise<StoreOutcome> {
      const [existing] = await db
        .select({ id: stations.id, hash: stations.contentHash, retiredAt: stations.retiredAt })
        .from(stations)
        .where(eq(stations.number, station.number));
      if (existing && existing.hash === station.contentHash && existing.retiredAt === null) {
        return 'unchanged';
      }
      const values = {
        number: station.number,
        name: station.name,
        availableToTrial: station.availableToTrial,
        featured: station.featured,
        preview: station.preview,
        stem: clean(station.stem),
        stemTasks: station.stemTasks,
        patientScript: clean(station.patientScript),
        approachGuide: clean(station.approachGuide),
        questions: station.questions.map((q) => ({
          question: clean(q.question),
          answer: clean(q.answer),
          discussion: q.discussion ?? false,
        })),
        format: station.format ?? 1,
        diagnosis: station.diagnosis ?? station.name,
        recommendedTiming: station.recommendedTiming ?? null,
        stemTaskKinds: station.stemTaskKinds ?? station.stemTasks.map(() => null),
        examinerBrief: station.examinerBrief ? clean(station.examinerBrief) : null,
        artefacts: (station.artefacts ?? []).map((a) => ({
          ...a,
          content: a.content === null ? null : clean(a.content),
        })),
        globalDescriptors: station.globalDescriptors ?? null,
        references: station.references ?? [],
        lastReviewed: station.lastReviewed ?? null,
        reviewedBy: station.reviewedBy ?? null,
        contentHash: station.contentHash,
        retiredAt: null,
        updatedAt: now,
      };
      let id: number;
      if (existing) {
        id = existing.id;
        await db.update(stations).set(values).where(eq(stations.id, id));
        await db.delete(stationTaxons).where(eq(stationTaxons.stationId, id));
      } else {
        const [row] = await db
          .insert(stations)
          .values({ ...values, createdAt: now })
          .returning({ id: stations.id });
        id = row!.id;
      }
      const taxonRows = Object.entries(station.taxonIds).flatMap(([kind, ids]) =>
        ids.map((taxonId, position) => ({
          stationId: id,
          kind: kind as TaxonKind,
          taxonId,
          position,
        })),
      );
      if (taxonRows.length) await db.insert(stationTaxons).values(taxonRows);
      // Items keep their ids by position, so an edited item is still the one markings refer to.
      for (const [position, item] of station.markingGuide.entries()) {
        const fields = {
          task: clean(item.task),
          maxMarks: item.maxMarks,
          domain: item.domain ?? null,
          anchors: item.anchors ?? null,
          critical: item.critical ?? false,
          criticalReason: item.criticalReason ?? null,
        };
        await db
          .insert(markingGuides)
          .values({ stationId: id, position, ...fields })
          .onConflictDoUpdate({
            target: [markingGuides.stationId, markingGuides.position],
            set: fields,
          });
      }
      await db
        .delete(markingGuides)
        .where(
          and(
            eq(markingGuides.stationId, id),
            gt(markingGuides.position, station.markingGuide.length - 1),
          ),
        );
      return existing ? 'updated' : 'added';
    },

    /**
     * Takes out of the list every station whose number is not among `numbers` (its file is gone).
     * Nothing is deleted: members' history still points at it.
     */
    async retireStationsExcept(numbers: number[], now: Date): Promise<number> {
      const retired = await db
        .update(stations)
        .set({ retiredAt: now, updatedAt: now })
        .where(
          and(
            isNull(stations.retiredAt),
            numbers.length ? notInArray(stations.number, numbers) : sql`true`,
          ),
        )
        .returning({ id: stations.id });
      return retired.length;
    },

    /** Takes one station out of the list (the back office's retire); its history stays. */
    async retireStation(number: number, now: Date): Promise<void> {
      await db
        .update(stations)
        .set({ retiredAt: now, updatedAt: now })
        .where(and(eq(stations.number, number), isNull(stations.retiredAt)));
    },

    async stationIdsByNumber(numbers: number[]): Promise<Map<number, number>> {
      if (!numbers.length) return new Map();
      const rows = await db
        .select({ id: stations.id, number: stations.number })
        .from(stations)
        .where(inArray(stations.number, numbers));
      return new Map(rows.map((r) => [r.number, r.id]));
    },
  };
}
