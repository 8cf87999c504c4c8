// GET /api/admin/dashboard (docs/admin.md, 'Dashboard'): counts and charts for every staff role,
// with no personal data (no names, no addresses, no member ids).
import { z } from 'zod';
import { ADMIN_MEMBER_STATUSES, type AdminMemberStatus } from './admin-members.ts';

/** The statuses the back office sorts members into: the members list's own. */
export { ADMIN_MEMBER_STATUSES, type AdminMemberStatus };

export const dashboardSchema = z.object({
  /** Every status, zero included. */
  members_by_status: z.record(z.enum(ADMIN_MEMBER_STATUSES), z.number()),
  /** Members whose first paid subscription, after a trial, was bought in the last 30 days. */
  trials_converted_30d: z.number(),
  /** Payments in the last 30 days not refunded, per currency, in minor units (cents). */
  revenue_30d: z.array(
    z.object({ currency: z.string(), amount: z.number(), payments: z.number() }),
  ),
  /** One entry per day (UTC), oldest first, the 30 days ending today; days without any are 0. */
  signups_per_day: z.array(z.object({ date: z.string(), count: z.number() })),
  /** The ten stations marked most often (all time), with their average mark out of 100. */
  top_stations: z.array(
    z.object({
      number: z.number(),
      name: z.string(),
      attempts: z.number(),
      average_mark: z.number(),
    }),
  ),
  open_messages: z.number(),
  /** Stations with an open issue report, most reported first. */
  reported_stations: z.array(
    z.object({ number: z.number(), name: z.string(), reports: z.number() }),
  ),
  /** When these figures were read. */
  generated_at: z.string(),
});
export type DashboardAnswer = z.infer<typeof dashboardSchema>;
