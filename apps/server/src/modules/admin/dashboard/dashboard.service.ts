// GET /api/admin/dashboard (docs/admin.md, 'Dashboard'): the figures read fresh at each call (a
// staff-only page whose queries are aggregates; no cache to keep right).
import { ADMIN_MEMBER_STATUSES, type DashboardAnswer } from '@osce/shared/schemas/admin-dashboard';
import type { Db } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import { createDashboardRepository } from './dashboard.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The window of the 30-day figures. */
export const DASHBOARD_DAYS = 30;
export const TOP_STATIONS = 10;

export type DashboardService = ReturnType<typeof createDashboardService>;

export function createDashboardService(deps: { db: Db; clock: Clock }) {
  return {
    async read(): Promise<DashboardAnswer> {
      const repo = createDashboardRepository(deps.db);
      const now = deps.clock.now();
      const since = new Date(now.getTime() - DASHBOARD_DAYS * DAY_MS);
      // The chart's days: today (UTC) and the 29 before it, from their midnight.
      const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
      const firstDay = new Date(today - (DASHBOARD_DAYS - 1) * DAY_MS);
      const [statuses, converted, revenue, signups, top, open, reported] = await Promise.all([
        repo.membersByStatus(now),
        repo.trialsConverted(since),
        repo.revenue(since),
        repo.signupsPerDay(firstDay),
        repo.topStations(TOP_STATIONS),
        repo.openMessages(),
        repo.reportedStations(),
      ]);
      const byStatus = Object.fromEntries(ADMIN_MEMBER_STATUSES.map((s) => [s, 0])) as Record<
        (typeof ADMIN_MEMBER_STATUSES)[number],
        number
      >;
      for (const row of statuses) byStatus[row.status] = Number(row.n);
      const perDay = new Map(signups.map((row) => [row.day, Number(row.n)]));
      return {
        members_by_status: byStatus,
        trials_converted_30d: Number(converted),
        revenue_30d: revenue.map((r) => ({
          currency: r.currency,
          amount: Number(r.amount),
          payments: Number(r.payments),
        })),
        signups_per_day: Array.from({ length: DASHBOARD_DAYS }, (_, i) => {
          const date = new Date(firstDay.getTime() + i * DAY_MS).toISOString().slice(0, 10);
          return { date, count: perDay.get(date) ?? 0 };
        }),
        top_stations: top.map((s) => ({
          number: s.number,
          name: s.name,
          attempts: Number(s.attempts),
          average_mark: Math.round(Number(s.averageMark) * 10) / 10,
        })),
        open_messages: Number(open),
        reported_stations: reported.map((s) => ({
          number: s.number,
          name: s.name,
          reports: Number(s.reports),
        })),
        generated_at: now.toISOString(),
      };
    },
  };
}
