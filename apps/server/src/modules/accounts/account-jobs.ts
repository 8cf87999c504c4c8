// The accounts domain's background job: rows that can never be used again are deleted, so the
// tables do not grow without end and no stale secret (even hashed) is kept. Expired sessions go
// (a token past its expiry is refused anyway), and so do activation and reset codes once used
// (a newer reset link voids the older ones by marking them used) or expired. Unused activation
// codes never expire: the first e-mail may be followed weeks later.
import { and, isNotNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountCodes, sessions } from '../../db/schema/index.ts';
import type { JobDefinition } from '../jobs/job-runner.ts';

export const PURGE_JOB = 'accounts_purge';
const HOUR_MS = 60 * 60 * 1000;

/** Deletes what can no longer be used at `now`; answers how many rows of each went. */
export async function purgeDeadAccountRows(
  tx: Db,
  now: Date,
): Promise<{ sessions: number; codes: number }> {
  const goneSessions = await tx
    .delete(sessions)
    .where(lte(sessions.expiresAt, now))
    .returning({ tokenHash: sessions.tokenHash });
  const goneCodes = await tx
    .delete(accountCodes)
    .where(
      or(
        isNotNull(accountCodes.usedAt),
        and(isNotNull(accountCodes.expiresAt), lte(accountCodes.expiresAt, now)),
      ),
    )
    .returning({ codeHash: accountCodes.codeHash });
  return { sessions: goneSessions.length, codes: goneCodes.length };
}

export function accountJobs(): JobDefinition[] {
  return [
    {
      name: PURGE_JOB,
      everyMs: HOUR_MS,
      run: async (tx, now) => {
        await purgeDeadAccountRows(tx, now);
      },
    },
  ];
}
