// The accounts purge job, run by the app's job runner with the test's ManualClock: expired sessions
// and used or expired codes go; live sessions and usable codes stay.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RESET_LINK_MINUTES } from '@osce/shared/constants';
import { accountCodes, sessions } from '../../db/schema/index.ts';
import type { ManualClock } from '../../lib/clock.ts';
import { createMember } from '../../test/member-factory.ts';
import { useTestApp } from '../../test/test-app.ts';
import { createAppJobRunner } from '../jobs/app-jobs.ts';
import { createAccountCodeService } from './account-code.service.ts';
import { PURGE_JOB } from './account-jobs.ts';
import { SESSION_TTL_MS } from './session.service.ts';

const t = useTestApp({ catalogue: false });
const clock = () => t().clock as ManualClock;
const DAY_MS = 24 * 60 * 60 * 1000;

describe('the accounts purge job', () => {
  it('deletes expired sessions and used or expired codes, and keeps what can still be used', async () => {
    const db = t().database.db;
    const codes = createAccountCodeService({ db, clock: clock() });
    const member = await createMember(t());
    const issue = (purpose: 'activation' | 'reset') =>
      codes.issue(db, member.id, purpose, purpose === 'reset' ? RESET_LINK_MINUTES * 60_000 : null);

    // Old: a session opened a day before the next (it expires first), a used activation code, a
    // reset code voided by a newer one, and a reset code left to expire.
    const old = await t().app.ctx.sessions.open(member.id);
    const used = await issue('activation');
    await codes.consume(used, 'activation');
    const expiring = await issue('reset');
    clock().advance(DAY_MS);
    const voided = await issue('reset');
    await codes.voidAll(db, member.id, 'reset');

    // Live: a session opened a day later, an unused activation code, a fresh reset code.
    const live = await t().app.ctx.sessions.open(member.id);
    const waiting = await issue('activation');
    clock().advance(SESSION_TTL_MS - DAY_MS + 60_000);
    const fresh = await issue('reset');

    const ran = await createAppJobRunner(t().app.ctx).runDue(clock().now());
    expect(ran).toContain(PURGE_JOB);

    expect(await t().app.ctx.sessions.authenticate(old.token)).toBeNull();
    const sessionRows = await db
      .select({ expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.userId, member.id));
    expect(sessionRows.map((r) => r.expiresAt.getTime())).toEqual([live.expiresAt.getTime()]);

    expect(await codes.peek(waiting, 'activation')).toBe(member.id);
    expect(await codes.peek(fresh, 'reset')).toBe(member.id);
    const left = await db
      .select({ purpose: accountCodes.purpose })
      .from(accountCodes)
      .where(eq(accountCodes.userId, member.id));
    // The used, voided and expired ones are gone, not merely unusable.
    expect(left.map((r) => r.purpose).sort()).toEqual(['activation', 'reset']);
    for (const [code, purpose] of [
      [used, 'activation'],
      [expiring, 'reset'],
      [voided, 'reset'],
    ] as const) {
      expect(await codes.peek(code, purpose)).toBeNull();
    }
  });

  it('runs again an hour later, not before', async () => {
    const runner = createAppJobRunner(t().app.ctx);
    await runner.runDue(clock().now());
    expect(await runner.runDue(new Date(clock().now().getTime() + 59 * 60_000))).not.toContain(
      PURGE_JOB,
    );
    expect(await runner.runDue(new Date(clock().now().getTime() + 61 * 60_000))).toContain(
      PURGE_JOB,
    );
  });
});
