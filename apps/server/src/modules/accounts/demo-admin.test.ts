import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newPassword } from '@osce/shared/schemas/password';
import { users } from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/test-app.ts';
import { DEMO_ADMIN_USERNAME, ensureDemoAdministrator } from './demo-admin.ts';

const login = (app: Awaited<ReturnType<typeof buildTestApp>>, password: string) =>
  app.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'admin', password } });

describe('the demo administrator', () => {
  it('is made once with a generated password that keeps the rules, and can log in with it', async () => {
    const t = await buildTestApp({ catalogue: false });
    try {
      const deps = {
        db: t.database.db,
        clock: t.clock,
        email: 'ops@example.test',
        password: undefined,
      };
      const first = await ensureDemoAdministrator(deps);
      expect(first.created).toBe(true);
      const password = first.created ? first.generatedPassword! : '';
      expect(newPassword('required').safeParse(password).success).toBe(true);
      const res = await login(t, password);
      expect(res.json()).toMatchObject({ success: true });
      const [row] = await t.database.db
        .select()
        .from(users)
        .where(eq(users.username, DEMO_ADMIN_USERNAME));
      expect(row).toMatchObject({ role: 'admin', email: 'ops@example.test' });
      expect(row!.passwordHash).not.toContain(password);
      // A second start changes nothing and shows no password.
      expect(await ensureDemoAdministrator(deps)).toEqual({ created: false, reason: 'exists' });
      expect((await login(t, password)).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('takes ADMIN_PASSWORD when it is set, and shows nothing', async () => {
    const t = await buildTestApp({ catalogue: false });
    try {
      const result = await ensureDemoAdministrator({
        db: t.database.db,
        clock: t.clock,
        email: 'a@example.test',
        password: 'Chosen-Pass1',
      });
      expect(result).toEqual({ created: true, generatedPassword: null });
      expect((await login(t, 'Chosen-Pass1')).json()).toMatchObject({ success: true });
    } finally {
      await t.close();
    }
  });
});
