// The demo administrator, made on first start so a fresh install can be operated at once:
// username `admin`, e-mail ADMIN_EMAIL, password ADMIN_PASSWORD or, when unset, one generated here
// and handed back to be shown once. Never touched again once an administrator exists.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { withTransaction } from '../../db/transaction.ts';
import type { Clock } from '../../lib/clock.ts';
import { hashPassword } from './password-hasher.ts';

export const DEMO_ADMIN_USERNAME = 'admin';

export type DemoAdminResult =
  | { created: false; reason: 'exists' | 'username_taken' }
  | { created: true; generatedPassword: string | null };

export async function ensureDemoAdministrator(deps: {
  db: Db;
  clock: Clock;
  email: string;
  password: string | undefined;
}): Promise<DemoAdminResult> {
  const [existing] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'admin'))
    .limit(1);
  if (existing) return { created: false, reason: 'exists' };
  // Random, and still within the spec's password rules (an upper-case letter and a number).
  const generated = deps.password ? null : `${randomBytes(12).toString('base64url')}-A7`;
  const passwordHash = await hashPassword(deps.password ?? generated!);
  return withTransaction(deps.db, async (tx): Promise<DemoAdminResult> => {
    const inserted = await tx
      .insert(users)
      .values({
        username: DEMO_ADMIN_USERNAME,
        email: deps.email,
        role: 'admin',
        passwordHash,
        activatedAt: deps.clock.now(),
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    return inserted.length > 0
      ? { created: true, generatedPassword: generated }
      : { created: false, reason: 'username_taken' };
  });
}
