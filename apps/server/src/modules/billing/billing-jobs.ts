// The billing domain's background jobs (run by modules/jobs/job-runner.ts): relabelling stored
// statuses as dates pass, and renewal reminders 7 days and 1 day before the expiry of a member's
// last subscription, none after it was cancelled and none twice (a marker per subscription and
// reminder, written with the e-mail). A reminder whose moment was missed while no server ran is
// still sent while it is the current one: the 7-day one until a day is left, then the 1-day one.
import type { EventBus } from '../../lib/events.ts';
import { enqueueMail } from '../../mail/mail-outbox.ts';
import type { JobDefinition } from '../jobs/job-runner.ts';
import { reminderMail } from './billing-mail.ts';
import { createChargeAttemptRepository } from './charge-attempt.repository.ts';
import { createLifecycleRepository } from './lifecycle.repository.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export const REMINDER_DAYS = { '7d': 7, '1d': 1 } as const;
/** How long a charge attempt's claim is kept (docs/billing.md, 'Charging'). */
export const CHARGE_ATTEMPT_KEEP_MS = DAY_MS;

/** Which reminder is due for an expiry at `now`, if any. */
export function reminderDue(expiry: Date, now: Date): '7d' | '1d' | null {
  const left = expiry.getTime() - now.getTime();
  if (left <= 0) return null;
  if (left <= REMINDER_DAYS['1d'] * DAY_MS) return '1d';
  if (left <= REMINDER_DAYS['7d'] * DAY_MS) return '7d';
  return null;
}

export function billingJobs(deps: {
  events: EventBus;
  brand: string;
  publicUrl: string;
}): JobDefinition[] {
  return [
    {
      name: 'subscription-lifecycle',
      everyMs: MINUTE_MS,
      run: (tx, now) => createLifecycleRepository(tx).relabel(now),
    },
    {
      name: 'charge-attempts-purge',
      everyMs: 60 * MINUTE_MS,
      run: async (tx, now) => {
        await createChargeAttemptRepository(tx).purgeBefore(
          new Date(now.getTime() - CHARGE_ATTEMPT_KEEP_MS),
        );
      },
    },
    {
      name: 'renewal-reminders',
      everyMs: 15 * MINUTE_MS,
      async run(tx, now) {
        const repo = createLifecycleRepository(tx);
        const horizon = new Date(now.getTime() + REMINDER_DAYS['7d'] * DAY_MS);
        for (const last of await repo.lastSubscriptionsExpiringBy(now, horizon)) {
          // Cancelling stops the reminders (the cancel dialog says so).
          if (last.cancelledAt !== null || last.status === 'cancelled') continue;
          const kind = reminderDue(last.expiryDate, now);
          if (!kind || !(await repo.markReminderSent(last.id, kind, now))) continue;
          await enqueueMail(
            tx,
            reminderMail(
              { brand: deps.brand, publicUrl: deps.publicUrl },
              { email: last.email, firstName: last.firstName },
              { planName: last.planName, expiry: last.expiryDate, days: REMINDER_DAYS[kind] },
            ),
          );
        }
      },
      afterCommit: () => deps.events.emit('mail.queued', {}),
    },
  ];
}
