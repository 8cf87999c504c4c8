// Each member's stats answers, kept ready per period: the member returns to My Stats, switches
// periods and back, and opens the dashboard far more often than they mark, reset or change a
// status. An answer is dropped when the member's records change (the study module clears it in the
// same request that writes them, with their station list), when the library changes (a new
// catalogue snapshot), and once the oldest marking it counted has left its period as time went by;
// nothing can enter a period but a new marking, which clears it anyway.
//
// Only where this process sees every write: the embedded database belongs to one process, so the
// cache is on there and off with PostgreSQL, as member-list-cache.ts explains.
import type { StatsAnswer, StatsPeriod } from '@osce/shared/schemas/stats';
import type { CatalogueSnapshot } from './station-catalogue.ts';

export interface ComputedStats {
  answer: StatsAnswer;
  /** The oldest marking counted, for a period; null when time alone cannot change the answer. */
  earliest: Date | null;
}

interface Entry extends ComputedStats {
  snapshot: CatalogueSnapshot;
}

export function createStatsCache(options: { enabled: boolean; maxMembers: number }) {
  const members = new Map<number, Map<StatsPeriod, Entry>>();
  // Counts forgets: an answer whose build saw a forget (a reset committing meanwhile) may predate
  // it, so it is sent but not kept.
  let forgets = 0;

  return {
    /**
     * The member's answer for the period: the ready one while it still holds (`since` is where
     * the period starts now), else built and kept.
     */
    async get(
      userId: number,
      period: StatsPeriod,
      context: { snapshot: CatalogueSnapshot; since: Date | null },
      build: () => Promise<ComputedStats>,
    ): Promise<StatsAnswer> {
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
        return hit.answer;
      }
      const before = forgets;
      const computed = await build();
      if (options.enabled && forgets === before) {
        let entries = members.get(userId);
        if (!entries) {
          if (members.size >= options.maxMembers) {
            members.delete(members.keys().next().value as number);
          }
          members.set(userId, (entries = new Map()));
        }
        entries.set(period, { ...computed, snapshot: context.snapshot });
      }
      return computed.answer;
    },

    /** The member's records changed: their stats are built afresh. */
    forget(userId: number): void {
      forgets += 1;
      members.delete(userId);
    },
  };
}

export type StatsCache = ReturnType<typeof createStatsCache>;
