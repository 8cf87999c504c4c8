// The study domain's part of the catalogue: the station library. Runs with the rest of the
// catalogue on an empty database, and on its own at every start (it is idempotent and skips
// unchanged stations), so a new or edited station file is live after a restart. A file with a
// problem is skipped and reported; the others load.
import { TAXON_KINDS, type TaxonKind } from '@osce/shared/stations/station-constants';
import type { Db } from '../db/client.ts';
import { withTransaction } from '../db/transaction.ts';
import { createStationLibraryRepository } from '../modules/study/station-library.repository.ts';
import type { DomainSeeder } from './seed-context.ts';
import type { LoadedStation, StationLibrary, StationProblem } from './station-reader.ts';

export interface StudySeedReport {
  taxons: number;
  added: number;
  updated: number;
  unchanged: number;
  /** Stations whose file is gone: out of the list, their history kept. */
  retired: number;
  /** Files skipped, with why. */
  problems: StationProblem[];
  /** Files loaded in version 1, with defaults (docs/content.md, 'The station file'). */
  version1: string[];
}

const FIELD_OF_KIND: Record<TaxonKind, keyof LoadedStation> = {
  levels: 'levels',
  difficulties: 'difficulty',
  types: 'types',
  specialties: 'specialties',
  systems: 'systems',
};

/** Writes the library on `tx` (a transaction: all of it or none of it). */
export async function seedStationLibrary(
  tx: Db,
  library: StationLibrary,
  now: Date,
): Promise<StudySeedReport> {
  const report: StudySeedReport = {
    taxons: 0,
    added: 0,
    updated: 0,
    unchanged: 0,
    retired: 0,
    problems: library.problems,
    version1: library.stations.filter((s) => s.format === 1).map((s) => s.file),
  };
  const { taxons } = library;
  if (!taxons) return report;
  const repo = createStationLibraryRepository(tx);
  for (const kind of TAXON_KINDS) {
    await repo.saveTaxons(kind, taxons[kind]);
    report.taxons += taxons[kind].length;
  }
  const idOf = Object.fromEntries(
    TAXON_KINDS.map((kind) => [kind, new Map(taxons[kind].map((t) => [t.name, t.id]))]),
  ) as Record<TaxonKind, Map<string, number>>;

  for (const station of library.stations) {
    const taxonIds = Object.fromEntries(
      TAXON_KINDS.map((kind) => {
        const value = station[FIELD_OF_KIND[kind]] as string | string[];
        const names = Array.isArray(value) ? value : [value];
        // The reader checked every name against taxons.yaml.
        return [kind, names.map((name) => idOf[kind].get(name)!)];
      }),
    ) as Record<TaxonKind, number[]>;
    const outcome = await repo.saveStation({ ...station, taxonIds }, now);
    report[outcome] += 1;
  }
  // A file that failed to read might be a station members use: retire only when every file read.
  if (library.problems.length === 0) {
    report.retired = await repo.retireStationsExcept(
      library.stations.map((s) => s.number),
      now,
    );
  }
  return report;
}

/** As a domain seeder of the whole catalogue load. */
export const seedStudy = (async (tx, catalogue) =>
  seedStationLibrary(tx, catalogue.stations, new Date())) satisfies DomainSeeder<StudySeedReport>;

/** At start, on a database that already has a catalogue: just the station library, in one go. */
export function refreshStationLibrary(db: Db, library: StationLibrary, now: Date) {
  return withTransaction(db, (tx) => seedStationLibrary(tx, library, now));
}
