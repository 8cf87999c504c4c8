// My Stats as the screen reads it (docs/progress.md, 'Data': the stats answer and a marking
// record), built from the database's per-station totals and the library held in memory: station
// names, numbers and taxons come from the catalogue, so a retired station (no longer in it) counts
// nowhere, as it shows nowhere else.
import {
  CHART_SERIES,
  type ChartSeries,
  type MarkingsAnswer,
  type StatsAnswer,
  type StatsPeriod,
  type StatsStation,
} from '@osce/shared/schemas/stats';
import {
  MARKING_DOMAIN_LABELS,
  MARKING_DOMAINS,
  type MarkingDomain,
} from '@osce/shared/stations/station-constants';
import { domainShares } from '@osce/shared/stations/scoring';
import type { MarkingScoreRecord } from '../../db/schema/index.ts';
import type { CatalogueSnapshot, CatalogueStation } from './station-catalogue.ts';
import type { GuideRow, MarkingRow, StationTotals } from './stats.repository.ts';

/** One decimal is what a mark out of 100 is shown with (as in the station list). */
const round1 = (n: number) => Math.round(n * 10) / 10;

interface Sum {
  markSum: number;
  attempts: number;
}

function add(into: Sum, totals: Sum): void {
  into.markSum += totals.markSum;
  into.attempts += totals.attempts;
}

function statsStation(station: CatalogueStation, totals: StationTotals): StatsStation {
  return {
    id: station.id,
    number: station.number,
    name: station.name,
    mark: round1(totals.lastMark),
    average: round1(totals.markSum / totals.attempts),
    attempts: totals.attempts,
    latest_completion: totals.latest.toISOString(),
  };
}

/** Latest first; the same instant (markings imported together) by number. */
const byLatest = (a: StatsStation, b: StatsStation) =>
  b.latest_completion.localeCompare(a.latest_completion) || a.number - b.number;

/**
 * Bars by their shown average, highest first, then by name: a tie as the member sees it is broken
 * by name, and the first specialty is the dashboard's Best Specialty.
 */
function chartOf(sums: Map<number, Sum>, names: Map<number, string>) {
  const items: { label: string; average: number }[] = [];
  for (const [id, sum] of sums) {
    const label = names.get(id);
    if (label !== undefined) items.push({ label, average: round1(sum.markSum / sum.attempts) });
  }
  return items.sort(
    (a, b) => b.average - a.average || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0),
  );
}

/**
 * The domain view (docs/progress.md, 'Domains'): for each domain, the mean over the period's
 * markings of live stations of that marking's share of the domain's boxes. Markings made before
 * version 2 (no domains on their items) count in no domain.
 */
function domainChart(
  snapshot: CatalogueSnapshot,
  markings: { stationId: number; scores: MarkingScoreRecord[] }[],
) {
  const sums = new Map<MarkingDomain, { shareSum: number; count: number }>();
  for (const marking of markings) {
    if (!snapshot.byId.has(marking.stationId)) continue;
    const guide = marking.scores.map((s) => ({
      id: s.guide_id,
      max_marks: s.max_marks,
      domain: s.domain ?? null,
      critical: s.critical ?? false,
    }));
    for (const { domain, share } of domainShares(guide, marking.scores)) {
      const sum = sums.get(domain) ?? { shareSum: 0, count: 0 };
      sum.shareSum += share;
      sum.count += 1;
      sums.set(domain, sum);
    }
  }
  return MARKING_DOMAINS.flatMap((domain) => {
    const sum = sums.get(domain);
    return sum
      ? [{ label: MARKING_DOMAIN_LABELS[domain], average: round1(sum.shareSum / sum.count) }]
      : [];
  });
}

export function presentStats(
  period: StatsPeriod,
  snapshot: CatalogueSnapshot,
  totals: StationTotals[],
  markings: { stationId: number; scores: MarkingScoreRecord[] }[] = [],
): StatsAnswer {
  const all: Sum = { markSum: 0, attempts: 0 };
  const completed: StatsStation[] = [];
  const attemptAgain: StatsStation[] = [];
  // A marking counts once for every taxon of its station, in each series.
  const series = Object.fromEntries(CHART_SERIES.map((kind) => [kind, new Map<number, Sum>()]));
  for (const row of totals) {
    const station = snapshot.byId.get(row.stationId);
    if (!station) continue;
    add(all, row);
    if (row.status === 'complete') completed.push(statsStation(station, row));
    if (row.status === 'attempt_again') attemptAgain.push(statsStation(station, row));
    for (const kind of CHART_SERIES) {
      const sums = series[kind]!;
      for (const id of station.taxonIds[kind]) {
        let sum = sums.get(id);
        if (!sum) sums.set(id, (sum = { markSum: 0, attempts: 0 }));
        add(sum, row);
      }
    }
  }
  const chart = (kind: ChartSeries) =>
    chartOf(series[kind]!, new Map(snapshot.taxons[kind].map((t) => [t.id, t.name])));
  const chartData = {
    specialties: chart('specialties'),
    types: chart('types'),
    systems: chart('systems'),
    domains: domainChart(snapshot, markings),
  };
  completed.sort(byLatest);
  attemptAgain.sort(byLatest);
  const mean = all.attempts ? all.markSum / all.attempts : null;
  return {
    period,
    average_mark: mean === null ? null : round1(mean),
    attempt_again: attemptAgain,
    completed,
    chart_data: chartData,
    stations_completed: completed.length,
    average_grade: mean === null ? null : Math.round(mean),
    best_specialty: chartData.specialties[0]?.label ?? null,
  };
}

export function presentMarkings(
  station: CatalogueStation,
  guide: GuideRow[],
  markings: MarkingRow[],
): MarkingsAnswer {
  return {
    id: station.id,
    number: station.number,
    name: station.name,
    diagnosis: station.diagnosis,
    guides: guide.map((g) => ({ id: g.id, task: g.task, max_marks: g.maxMarks })),
    markings: markings.map((m) => ({
      id: m.id,
      created: m.createdAt.toISOString(),
      mark: round1(m.mark),
      // The guide as it was marked (the snapshot), whatever the station's guide says now.
      scores: m.scores.map((s) => ({
        guide_id: s.guide_id,
        task: s.task,
        max_marks: s.max_marks,
        points: s.points,
        domain: s.domain ?? null,
        critical: s.critical ?? false,
      })),
      global_score: m.globalScore,
      notes: { notes: m.notes, examiner_notes: m.examinerNotes },
    })),
  };
}
