// Members for tests: a user row with a unique e-mail and username, and a live session token.
import type { UserRole } from '@osce/shared/admin/roles';
import { users } from '../db/schema/index.ts';
import { hashPassword } from '../modules/accounts/password-hasher.ts';
import type { TestApp } from './test-app.ts';

let sequence = 0;

export interface TestMember {
  id: number;
  email: string;
  username: string;
  role: UserRole;
  token: string;
}

export async function createMember(
  t: TestApp,
  overrides: Partial<Pick<TestMember, 'email' | 'username' | 'role'>> & {
    /** Lets the member log in with this password. */
    password?: string;
    /** false: the activation link has not been followed yet. */
    activated?: boolean;
    /** Profile columns (names, school, terms agreed, tutorial viewed...) beyond the defaults. */
    profile?: Partial<
      Omit<
        typeof users.$inferInsert,
        'id' | 'email' | 'username' | 'role' | 'passwordHash' | 'activatedAt'
      >
    >;
  } = {},
): Promise<TestMember> {
  sequence += 1;
  const unique = `${process.pid}-${sequence}-${Math.random().toString(36).slice(2, 8)}`;
  const [user] = await t.database.db
    .insert(users)
    .values({
      ...overrides.profile,
      email: overrides.email ?? `member-${unique}@example.test`,
      username: overrides.username ?? `member-${unique}`,
      role: overrides.role ?? 'member',
      passwordHash: overrides.password ? await hashPassword(overrides.password) : null,
      activatedAt: overrides.activated === false ? null : new Date(),
    })
    .returning();
  if (!user) throw new Error('member not created');
  const { token } = await t.app.ctx.sessions.open(user.id);
  return { id: user.id, email: user.email, username: user.username, role: user.role, token };
}
