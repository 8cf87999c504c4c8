// My Stats (docs/progress.md): the member's figures over a period of their own
// markings, the reset of all their stats or one station's, and one station's marking history. The
// profile dashboard's three figures come from the same answer, kept ready per member and period
// (stats-cache.ts). A reset is one transaction; after it commits `study.member_records_changed`
// drops the member's ready station list and stats on every process, so /study and My Stats show
// it at once.
import {
  STATS_PERIOD_MONTHS,
  type MarkingsAnswer,
  type StatsPeriod,
} from '@osce/shared/schemas/stats';
import { canUseStation, type StudyAccess } from '@osce/shared/stations/access';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import type { Clock } from '../../lib/clock.ts';
import type { EventBus } from '../../lib/events.ts';
import type { StationCatalogue } from './station-catalogue.ts';
import type { StatsCache } from './stats-cache.ts';
import { presentMarkings, presentStats } from './stats.presenter.ts';
import { createStatsRepository } from './stats.repository.ts';

export type StatsRefusal = 'not_found' | 'paid_only';
export type StatsResult<T> = { ok: true; value: T } | { ok: false; reason: StatsRefusal };

export type StatsService = ReturnType<typeof createStatsService>;

/**
 * `months` calendar months before `now`, at the same time of day (UTC), the day kept within the
 * shorter month as PostgreSQL's interval arithmetic does: 31 May less three months is 28 (or 29)
 * February, not 3 March.
 */
export function monthsBefore(now: Date, months: number): Date {
  const day = now.getUTCDate();
  const start = new Date(now);
  start.setUTCDate(1);
  start.setUTCMonth(start.getUTCMonth() - months);
  const lastDay = new Date(
    Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0),
  ).getUTCDate();
  start.setUTCDate(Math.min(day, lastDay));
  return start;
}

export function createStatsService(deps: {
  db: Db;
  clock: Clock;
  catalogue: StationCatalogue;
  cache: StatsCache;
  /** A reset is announced after it commits (study.module.ts listens). */
  events: EventBus;
}) {
  const { db, clock, catalogue, cache, events } = deps;
  const repo = createStatsRepository(db);

  /** Where the period starts: markings made at or after it count; null is all time. */
  function periodStart(period: StatsPeriod): Date | null {
    const months = STATS_PERIOD_MONTHS[period];
    return months === null ? null : monthsBefore(clock.now(), months);
  }

  /** The member's stats for the period, as the JSON the routes send (stats-cache.ts). */
  async function stats(userId: number, period: StatsPeriod): Promise<string> {
    const snapshot = await catalogue.get();
    const since = periodStart(period);
    return cache.get(userId, period, { snapshot, since }, async () => {
      const [totals, scores] = await Promise.all([
        repo.totalsByStation(userId, since),
        repo.scoresSince(userId, since),
      ]);
      let earliest: Date | null = null;
      for (const row of totals) {
        if (row.earliest && (!earliest || row.earliest < earliest)) earliest = row.earliest;
      }
      return { answer: presentStats(period, snapshot, totals, scores), earliest };
    });
  }

  return {
    /** GET and POST /user/stats: the member's stats over the period. */
    stats,

    /**
     * POST /user/reset_stats: deletes the member's markings (all, or of one station in the list)
     * and puts the stations back to Not Attempted, keeping their stars; answers the stats for the
     * period the screen shows. Resetting a station with nothing recorded changes nothing and is
     * not an error: the member sees the same stats.
     */
    async reset(
      userId: number,
      stationId: number | null,
      period: StatsPeriod,
    ): Promise<StatsResult<string>> {
      if (stationId !== null && !(await catalogue.get()).byId.has(stationId)) {
        return { ok: false, reason: 'not_found' };
      }
      const now = clock.now();
      await withTransaction(db, async (tx) => {
        const inTx = createStatsRepository(tx);
        // Progress first: see resetProgress for why the order matters.
        await inTx.resetProgress(userId, stationId, now);
        await inTx.deleteMarkings(userId, stationId);
      });
      // This process's handlers run in the next microtask, before the stats below are read.
      events.emit('study.member_records_changed', { userId });
      return { ok: true, value: await stats(userId, period) };
    },

    /**
     * GET /station/{id}/markings: the member's own markings of a station in the list, newest
     * first, each with the guide as it was marked, beside the guide as it is now. None yet is an
     * empty history, not an error.
     */
    async markings(
      userId: number,
      access: StudyAccess,
      stationId: number,
    ): Promise<StatsResult<MarkingsAnswer>> {
      const station = (await catalogue.get()).byId.get(stationId);
      if (!station) return { ok: false, reason: 'not_found' };
      // The answer carries the station's marking guide: the station screen's rule decides.
      if (!canUseStation(access, { available_to_trial: station.availableToTrial })) {
        return { ok: false, reason: 'paid_only' };
      }
      const [guide, markings] = await Promise.all([
        repo.guideOf(stationId),
        repo.markingsOf(userId, stationId),
      ]);
      return { ok: true, value: presentMarkings(station, guide, markings) };
    },
  };
}
