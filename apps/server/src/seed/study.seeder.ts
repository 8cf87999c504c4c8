// The study domain's part of the catalogue: the station library. Runs with the rest of the
// catalogue on an empty database, and on its own at every start (it is idempotent and skips
// unchanged stations), so a new or edited station file is live after a restart. A file with a
// problem is skipped and reported; the others load.
//
// Every station keeps its history in station_revisions (docs/admin.md, 'The library'): a file
// whose content changed is recorded as a `file` revision. A station whose latest revision came
// from the back office is left as the console made it while its file differs (reported in
// `kept`), until the file is brought level with it (an exported file put into content/stations/).
import { TAXON_KINDS, type TaxonKind } from '@osce/shared/stations/station-constants';
import type { Db } from '../db/client.ts';
import { withTransaction } from '../db/transaction.ts';
import {
  createStationRevisionRepository,
  lockStationLibrary,
  type NewRevision,
  type StationRevisionRow,
} from '../modules/admin/library/station-revision.repository.ts';
import { changedFields, sameContent } from '../modules/admin/library/station-diff.ts';
import {
  createStationLibraryRepository,
  type StoreOutcome,
} from '../modules/study/station-library.repository.ts';
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
  /** `file` revisions recorded: files new or changed since the last start. */
  revisions: number;
  /**
   * Stations the console changed last whose file differs (or is there though the console retired
   * the station): left as the console made them; the start-up log names each once.
   */
  kept: { number: number; file: string; retired: boolean }[];
}

/** Taxon ids by kind and name, as taxons.yaml (and the taxons table) give them. */
export type TaxonIndex = Record<TaxonKind, Map<string, number>>;

const FIELD_OF_KIND: Record<TaxonKind, keyof LoadedStation> = {
  levels: 'levels',
  difficulties: 'difficulty',
  types: 'types',
  specialties: 'specialties',
  systems: 'systems',
};

/**
 * The one way a checked station reaches the station tables, from a file at start or from the
 * console: records its revision (what changed from `previous`), then writes the station, its
 * classification and marking guide (items keep their ids by position). A retired revision takes
 * the station out of the list; any other puts it (back) in.
 */
export async function writeStationRevision(
  tx: Db,
  station: LoadedStation,
  idOf: TaxonIndex,
  revision: Omit<NewRevision, 'stationNumber' | 'station' | 'file' | 'changed'> & {
    previous: StationRevisionRow | undefined;
    /** Default: the file name of the previous revision, else the station's own. */
    file?: string;
  },
  now: Date,
): Promise<{ outcome: StoreOutcome; revision: StationRevisionRow }> {
  const { previous, ...entry } = revision;
  const changed = previous
    ? [
        ...changedFields(previous.station, station.input),
        ...(previous.retired !== entry.retired ? ['retired'] : []),
      ]
    : [];
  const saved = await createStationRevisionRepository(tx).record(
    {
      ...entry,
      stationNumber: station.number,
      station: station.input,
      file: revision.file ?? previous?.file ?? station.file,
      changed,
    },
    now,
  );
  const repo = createStationLibraryRepository(tx);
  const outcome = await repo.saveStation({ ...station, taxonIds: taxonIdsOf(station, idOf) }, now);
  if (entry.retired) await repo.retireStation(station.number, now);
  return { outcome, revision: saved };
}

export function taxonIndex(taxons: Record<TaxonKind, { id: number; name: string }[]>): TaxonIndex {
  return Object.fromEntries(
    TAXON_KINDS.map((kind) => [kind, new Map(taxons[kind].map((t) => [t.name, t.id]))]),
  ) as TaxonIndex;
}

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
    revisions: 0,
    kept: [],
  };
  const { taxons } = library;
  if (!taxons) return report;
  // One library writer at a time: processes starting together, or a console save meanwhile.
  await lockStationLibrary(tx);
  const repo = createStationLibraryRepository(tx);
  for (const kind of TAXON_KINDS) {
    await repo.saveTaxons(kind, taxons[kind]);
    report.taxons += taxons[kind].length;
  }
  const idOf = taxonIndex(taxons);
  const latest = await createStationRevisionRepository(tx).latestOfEach();

  for (const station of library.stations) {
    const previous = latest.get(station.number);
    const level =
      previous !== undefined && sameContent(previous.station, station.input) && !previous.retired;
    if (previous?.source === 'console' && !level) {
      // docs/admin.md, 'The library': a console edit is never lost at the next start.
      report.kept.push({ number: station.number, file: station.file, retired: previous.retired });
      report.unchanged += 1;
      continue;
    }
    if (previous && level && previous.source === 'file' && previous.file === station.file) {
      // Nothing new in the file: the station tables are written only if they drifted.
      const outcome = await repo.saveStation(
        { ...station, taxonIds: taxonIdsOf(station, idOf) },
        now,
      );
      report[outcome] += 1;
      continue;
    }
    // A new or changed file, a renamed one, a database from before revisions were kept, or a
    // file brought level with the console's latest: recorded as the station's file revision.
    const { outcome } = await writeStationRevision(
      tx,
      station,
      idOf,
      { previous, source: 'file', retired: false, file: station.file },
      now,
    );
    report.revisions += 1;
    report[outcome] += 1;
  }
  // A file that failed to read might be a station members use: retire only when every file read.
  // A station the console made or edited last stays as the console left it.
  if (library.problems.length === 0) {
    const consoleOwned = [...latest.values()]
      .filter((r) => r.source === 'console')
      .map((r) => r.stationNumber);
    report.retired = await repo.retireStationsExcept(
      [...library.stations.map((s) => s.number), ...consoleOwned],
      now,
    );
  }
  return report;
}

function taxonIdsOf(station: LoadedStation, idOf: TaxonIndex): Record<TaxonKind, number[]> {
  return Object.fromEntries(
    TAXON_KINDS.map((kind) => {
      const value = station[FIELD_OF_KIND[kind]] as string | string[];
      const names = Array.isArray(value) ? value : [value];
      // The reader (or the console's check) matched every name against the taxonomy.
      return [kind, names.map((name) => idOf[kind].get(name)!)];
    }),
  ) as Record<TaxonKind, number[]>;
}

/** As a domain seeder of the whole catalogue load. */
export const seedStudy = (async (tx, catalogue) =>
  seedStationLibrary(tx, catalogue.stations, new Date())) satisfies DomainSeeder<StudySeedReport>;

/** At start, on a database that already has a catalogue: just the station library, in one go. */
export function refreshStationLibrary(db: Db, library: StationLibrary, now: Date) {
  return withTransaction(db, (tx) => seedStationLibrary(tx, library, now));
}
