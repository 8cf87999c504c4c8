// The station list's fixed part, held in memory per process and shared by every member: each
// station's summary (number, name, types, stationTaxons, trial flag) serialised once. A member's
// list is then those fragments with their own status, favourite and marks appended, so the cost
// of GET /stations grows with the catalogue's length, not with its joins. Reloaded when the
// library changes (the `content.changed` event for 'study') and at most `ttlMs` after the last
// load, which bounds how long another server process can serve a changed library.
import type { z } from 'zod';
import type { stationSummarySchema, taxonsAnswerSchema } from '@osce/shared/schemas/study';
import { TAXON_KINDS, type TaxonKind } from '@osce/shared/stations/station-constants';
import type { StationRepository, StationRow, TaxonRow } from './station.repository.ts';

type StationSummary = z.output<typeof stationSummarySchema>;
export type FixedSummary = Omit<
  StationSummary,
  'status' | 'favourited' | 'mark' | 'average' | 'latest_completion'
>;
export type TaxonsAnswer = z.output<typeof taxonsAnswerSchema>;

export interface CatalogueStation extends StationRow {
  summary: FixedSummary;
  /** `JSON.stringify(summary)` without its closing brace, for appending the member's fields. */
  jsonPrefix: string;
}

export interface CatalogueSnapshot {
  stations: CatalogueStation[];
  byNumber: Map<number, CatalogueStation>;
  byId: Map<number, CatalogueStation>;
  taxons: TaxonsAnswer;
}

const SINGULAR = {
  levels: 'level',
  difficulties: 'difficulty',
  types: 'type',
  specialties: 'specialty',
  systems: 'system',
} as const satisfies Record<TaxonKind, string>;

function buildSnapshot(rows: StationRow[], taxonRows: TaxonRow[]): CatalogueSnapshot {
  const taxons: TaxonsAnswer = {
    levels: [],
    difficulties: [],
    types: [],
    specialties: [],
    systems: [],
  };
  const names = new Map<string, string>();
  for (const t of taxonRows) {
    taxons[t.kind].push({ id: t.id, name: t.name });
    names.set(`${t.kind}:${t.id}`, t.name);
  }
  const stations = rows.map((row): CatalogueStation => {
    const stationTaxons = Object.fromEntries(
      TAXON_KINDS.map((kind) => [
        kind,
        row.taxonIds[kind].map((id) => ({
          id,
          [SINGULAR[kind]]: names.get(`${kind}:${id}`) ?? '',
        })),
      ]),
    ) as FixedSummary['stationTaxons'];
    const summary: FixedSummary = {
      id: row.id,
      number: row.number,
      name: row.name,
      types: stationTaxons.types.map((t) => t.type),
      stationTaxons,
      available_to_trial: row.availableToTrial,
      recommended_timing: row.recommendedTiming,
    };
    return { ...row, summary, jsonPrefix: JSON.stringify(summary).slice(0, -1) };
  });
  return {
    stations,
    byNumber: new Map(stations.map((s) => [s.number, s])),
    byId: new Map(stations.map((s) => [s.id, s])),
    taxons,
  };
}

export function createStationCatalogue(deps: {
  repo: StationRepository;
  nowMs: () => number;
  ttlMs: number;
}) {
  let snapshot: CatalogueSnapshot | null = null;
  let loadedAt = 0;
  let loading: Promise<CatalogueSnapshot> | null = null;
  // Bumped by invalidate(): a load that started before a change must not be kept after it.
  let generation = 0;

  async function load(): Promise<CatalogueSnapshot> {
    const [rows, taxonRows] = [await deps.repo.listStations(), await deps.repo.listTaxons()];
    return buildSnapshot(rows, taxonRows);
  }

  return {
    /** The snapshot while it is fresh, without a promise (a warm read's fast path); else undefined. */
    current(): CatalogueSnapshot | undefined {
      return snapshot && deps.nowMs() - loadedAt < deps.ttlMs ? snapshot : undefined;
    },

    async get(): Promise<CatalogueSnapshot> {
      if (snapshot && deps.nowMs() - loadedAt < deps.ttlMs) return snapshot;
      // One load at a time: a burst of requests after a change shares it.
      const started = generation;
      loading ??= load()
        .then((next) => {
          if (started === generation) {
            snapshot = next;
            loadedAt = deps.nowMs();
          }
          return next;
        })
        .finally(() => {
          loading = null;
        });
      return loading;
    },
    invalidate(): void {
      generation += 1;
      snapshot = null;
      loading = null;
    },
  };
}

export type StationCatalogue = ReturnType<typeof createStationCatalogue>;
