// Filling a circuit from the library automatically (docs/mock-exams.md, 'Balance'): "16 stations,
// none attempted in the last 30 days, at least 3 examinations and 2 communication". Pure: the
// server passes the stations the member may use, with when they last attempted each, and a seed;
// the same inputs always choose the same stations in the same order. When the library cannot
// meet the request the answer says why, rather than a shorter circuit.
import { messages } from '../messages.ts';

export interface BalanceCandidate {
  id: number;
  types: readonly string[];
  specialties: readonly string[];
  systems: readonly string[];
  /** When the member last attempted the station (server milliseconds); null if never. */
  lastAttemptedAt: number | null;
}

export interface BalanceRequest {
  count: number;
  /** Leave out stations attempted within this many days; absent or 0 leaves none out. */
  excludeAttemptedWithinDays?: number;
  /** At least this many stations of each type (a station of two types counts for both). */
  minPerType?: Readonly<Record<string, number>>;
  /** Chooses among equally good stations, and the order they run in. */
  seed: number;
}

export type BalanceFailure =
  | { kind: 'too_few'; matching: number; wanted: number; days: number | null }
  | { kind: 'type_short'; type: string; matching: number; wanted: number }
  | { kind: 'minimums_exceed'; total: number; wanted: number };

export type BalanceResult =
  { ok: true; stationIds: number[] } | { ok: false; failure: BalanceFailure };

const DAY_MS = 86_400_000;

/** mulberry32: a small seeded generator, so a circuit can be drawn again from its seed. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const list = [...items];
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [list[i], list[j]] = [list[j] as T, list[i] as T];
  }
  return list;
}

/** How often each type, specialty and system is already in the circuit. */
class Spread {
  private readonly used = new Map<string, number>();

  private keys(s: BalanceCandidate): string[] {
    return [
      ...s.types.map((t) => `type:${t}`),
      ...s.specialties.map((t) => `specialty:${t}`),
      ...s.systems.map((t) => `system:${t}`),
    ];
  }

  /** Lower is better: a station whose type, specialty and systems are least used so far. */
  cost(s: BalanceCandidate): number {
    return this.keys(s).reduce((sum, key) => sum + (this.used.get(key) ?? 0), 0);
  }

  add(s: BalanceCandidate): void {
    for (const key of this.keys(s)) this.used.set(key, (this.used.get(key) ?? 0) + 1);
  }
}

/** The least-used station among `pool` (the first of equals, in the shuffled order). */
function cheapest(pool: readonly BalanceCandidate[], spread: Spread): BalanceCandidate | undefined {
  let best: BalanceCandidate | undefined;
  let bestCost = Infinity;
  for (const station of pool) {
    const cost = spread.cost(station);
    if (cost < bestCost) [best, bestCost] = [station, cost];
  }
  return best;
}

/**
 * Chooses `count` stations: none attempted within the days given, at least each type's minimum
 * (the scarcest type first, so a station counted for one is not needed for another), the rest
 * spreading types, specialties and systems as evenly as the library allows. Each minimum is
 * checked against the stations left before choosing, so once they pass, choosing cannot fail.
 */
export function balanceCircuit(
  candidates: readonly BalanceCandidate[],
  request: BalanceRequest,
  nowMs: number,
): BalanceResult {
  const { count, seed } = request;
  const days = request.excludeAttemptedWithinDays ?? 0;
  const minimums = Object.entries(request.minPerType ?? {}).filter(([, min]) => min > 0);
  const fail = (failure: BalanceFailure): BalanceResult => ({ ok: false, failure });

  const totalMinimum = minimums.reduce((sum, [, min]) => sum + min, 0);
  if (totalMinimum > count)
    return fail({ kind: 'minimums_exceed', total: totalMinimum, wanted: count });
  const since = nowMs - days * DAY_MS;
  const eligible = candidates.filter(
    (s) => days <= 0 || s.lastAttemptedAt === null || s.lastAttemptedAt < since,
  );
  if (eligible.length < count) {
    const leftOut = eligible.length < candidates.length;
    return fail({
      kind: 'too_few',
      matching: eligible.length,
      wanted: count,
      days: leftOut ? days : null,
    });
  }
  const ofType = (type: string) => eligible.filter((s) => s.types.includes(type));
  for (const [type, min] of minimums) {
    const matching = ofType(type).length;
    if (matching < min) return fail({ kind: 'type_short', type, matching, wanted: min });
  }

  const random = seededRandom(seed);
  let pool = shuffled(eligible, random);
  const chosen: BalanceCandidate[] = [];
  const spread = new Spread();
  const take = (station: BalanceCandidate) => {
    chosen.push(station);
    spread.add(station);
    pool = pool.filter((s) => s !== station);
  };
  const scarcestFirst = [...minimums].sort(
    ([a], [b]) => ofType(a).length - ofType(b).length || a.localeCompare(b),
  );
  for (const [type, min] of scarcestFirst) {
    while (chosen.filter((s) => s.types.includes(type)).length < min) {
      const station = cheapest(
        pool.filter((s) => s.types.includes(type)),
        spread,
      );
      if (!station) break;
      take(station);
    }
  }
  while (chosen.length < count) {
    const station = cheapest(pool, spread);
    if (!station) break;
    take(station);
  }
  // The order they run in: drawn too, so the minimums' stations do not all come first.
  return { ok: true, stationIds: shuffled(chosen, random).map((s) => s.id) };
}

/** Why a circuit could not be filled, in the member's words. */
export function balanceFailureText(failure: BalanceFailure): string {
  switch (failure.kind) {
    case 'too_few':
      return (
        failure.days === null ? messages.circuitBalanceTooFew : messages.circuitBalanceTooFewRecent
      )
        .replace('{matching}', String(failure.matching))
        .replace('{wanted}', String(failure.wanted))
        .replace('{days}', String(failure.days));
    case 'type_short':
      return messages.circuitBalanceTypeShort
        .replace('{matching}', String(failure.matching))
        .replace('{type}', failure.type)
        .replace('{wanted}', String(failure.wanted));
    case 'minimums_exceed':
      return messages.circuitBalanceMinimumsExceed
        .replace('{total}', String(failure.total))
        .replace('{wanted}', String(failure.wanted));
  }
}
