// One-time codes for the activation and password-reset links. The code goes into the e-mailed link
// once; only its SHA-256 is stored. Using a code is one atomic UPDATE, so two clicks on one link
// (or two tabs) cannot both use it.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountCodes, type AccountCodePurpose } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { hashToken } from './session.service.ts';

// 32 random bytes as base64url: 43 characters; anything else is not one of ours.
const CODE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export type AccountCodeService = ReturnType<typeof createAccountCodeService>;

export function createAccountCodeService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return {
    /** Makes a code on the given handle (the operation's transaction); returns it once. */
    async issue(
      tx: Db,
      userId: number,
      purpose: AccountCodePurpose,
      validForMs: number | null,
    ): Promise<string> {
      const code = randomBytes(32).toString('base64url');
      const now = clock.now();
      await tx.insert(accountCodes).values({
        codeHash: hashToken(code),
        userId,
        purpose,
        createdAt: now,
        expiresAt: validForMs === null ? null : new Date(now.getTime() + validForMs),
      });
      return code;
    },

    /** The member a live, unused code belongs to, without using it up; or null. */
    async peek(code: string, purpose: AccountCodePurpose, tx: Db = db): Promise<number | null> {
      if (!CODE_PATTERN.test(code)) return null;
      const [row] = await tx
        .select({ userId: accountCodes.userId })
        .from(accountCodes)
        .where(live(code, purpose, clock.now()));
      return row?.userId ?? null;
    },

    /** Uses a live code up and answers its member, or null when it is unknown, used or expired. */
    async consume(code: string, purpose: AccountCodePurpose, tx: Db = db): Promise<number | null> {
      if (!CODE_PATTERN.test(code)) return null;
      const now = clock.now();
      const [row] = await tx
        .update(accountCodes)
        .set({ usedAt: now })
        .where(live(code, purpose, now))
        .returning({ userId: accountCodes.userId });
      return row?.userId ?? null;
    },

    /** Voids a member's unused codes of one purpose (a new reset link replaces older ones). */
    async voidAll(tx: Db, userId: number, purpose: AccountCodePurpose): Promise<void> {
      await tx
        .update(accountCodes)
        .set({ usedAt: clock.now() })
        .where(
          and(
            eq(accountCodes.userId, userId),
            eq(accountCodes.purpose, purpose),
            isNull(accountCodes.usedAt),
          ),
        );
    },
  };
}

function live(code: string, purpose: AccountCodePurpose, now: Date) {
  return and(
    eq(accountCodes.codeHash, hashToken(code)),
    eq(accountCodes.purpose, purpose),
    isNull(accountCodes.usedAt),
    or(isNull(accountCodes.expiresAt), gt(accountCodes.expiresAt, now)),
  );
}
