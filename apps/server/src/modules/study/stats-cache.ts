// Each member's stats answers, kept ready per period: the member returns to My Stats, switches
// periods and back, and opens the dashboard far more often than they mark, reset or change a
// status. An answer is dropped when the member's records change (`study.member_records_changed`,
// heard by every process), when the library changes (a new catalogue snapshot), and once the
// oldest marking it counted has left its period as time went by; nothing can enter a period but a
// new marking, which clears it anyway.
//
// On every database, like the station lists, and under the same rules (member-list-cache.ts):
// bypassed while this process may be missing events, emptied when it hears them again, a build
// that a write of the member's overtook is sent but not kept, STATS_CACHE_MAX members at most
// (0 turns it off).
import { statsAnswerSchema, type StatsAnswer, type StatsPeriod } from '@osce/shared/schemas/stats';
import type { Coherence } from '../../lib/event-bridge.ts';
import { createFillGuard } from './member-cache-guard.ts';
import type { CatalogueSnapshot } from './station-catalogue.ts';

export interface ComputedStats {
  answer: StatsAnswer;
  /** The oldest marking counted, for a period; null when time alone cannot change the answer. */
  earliest: Date | null;
}

interface Entry {
  /** The answer as sent: checked against the response schema and serialised once, when built. */
  json: string;
  earliest: Date | null;
  snapshot: CatalogueSnapshot;
}

/**
 * What the response serialiser would send for the answer (the schema's parse, then JSON), done
 * once per build instead of on every request: for a long history that was most of a warm read's
 * work.
 */
export function serialiseStats(answer: StatsAnswer): string {
  return JSON.stringify(statsAnswerSchema.parse(answer));
}

export function createStatsCache(options: {
  maxMembers: number;
  coherence: Coherence;
  /** How an answer becomes what is sent; the cache's own tests pass plain JSON.stringify. */
  serialise?: (answer: StatsAnswer) => string;
}) {
  const { maxMembers, coherence } = options;
  const serialise = options.serialise ?? serialiseStats;
  const members = new Map<number, Map<StatsPeriod, Entry>>();
  const guard = createFillGuard();

  return {
    /**
     * The member's answer for the period, as JSON ready to send: the ready one while it still
     * holds (`since` is where the period starts now), else built and kept.
     */
    async get(
      userId: number,
      period: StatsPeriod,
      context: { snapshot: CatalogueSnapshot; since: Date | null },
      build: () => Promise<ComputedStats>,
    ): Promise<string> {
      if (maxMembers === 0 || !coherence.isLive()) return serialise((await build()).answer);
      const own = members.get(userId);
      const hit = own?.get(period);
      if (
        hit &&
        hit.snapshot === context.snapshot &&
        (hit.earliest === null || context.since === null || context.since <= hit.earliest)
      ) {
        // Most recently used last, so the member unseen longest is the first to go.
        members.delete(userId);
        members.set(userId, own!);
        return hit.json;
      }
      const ticket = guard.take(userId);
      let computed: ComputedStats;
      try {
        computed = await build();
      } catch (err) {
        guard.giveBack(ticket);
        throw err;
      }
      const json = serialise(computed.answer);
      // Kept only when no write of the member's came in meanwhile and nothing was missed.
      if (guard.giveBack(ticket) && coherence.isLive()) {
        let entries = members.get(userId);
        if (!entries) {
          if (members.size >= maxMembers) {
            members.delete(members.keys().next().value as number);
          }
          members.set(userId, (entries = new Map()));
        }
        entries.set(period, { json, earliest: computed.earliest, snapshot: context.snapshot });
      }
      return json;
    },

    /** The member's records changed: their stats are built afresh. */
    forget(userId: number): void {
      members.delete(userId);
      guard.spoil(userId);
    },

    /** Everything may be stale (events were missed): every answer is built afresh. */
    clear(): void {
      members.clear();
      guard.spoilAll();
    },

    /** Members kept (tests, metrics). */
    get size(): number {
      return members.size;
    },
  };
}

export type StatsCache = ReturnType<typeof createStatsCache>;
