// Without CAPTCHA_HMAC_KEY the signing key is generated once and kept in the database, so a
// challenge issued before a restart, or by another process on the same database, still verifies.
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { appSecrets } from '../db/schema/index.ts';
import { solvedCaptcha } from '../test/captcha-solver.ts';
import { buildTestApp } from '../test/test-app.ts';

const contact = {
  name: 'Ada',
  email: 'ada@example.com',
  enquiry: 'Key',
  message: 'Shared key',
};

describe('the captcha key', () => {
  it('is shared by every process on one database and survives a restart', async () => {
    const first = await buildTestApp({ catalogue: false, env: { CAPTCHA_HMAC_KEY: '' } });
    try {
      const captcha = await solvedCaptcha(first.app);
      const second = await buildApp({
        config: first.config,
        database: first.database,
        rateLimits: false,
        logger: false,
        mailer: { send: async () => undefined },
      });
      try {
        const res = await second.inject({
          method: 'POST',
          url: '/api/message/contact',
          payload: { ...contact, captcha },
        });
        expect(res.statusCode).toBe(200);
        // ...and one the second issued verifies on the first.
        const back = await first.app.inject({
          method: 'POST',
          url: '/api/message/contact',
          payload: { ...contact, captcha: await solvedCaptcha(second) },
        });
        expect(back.statusCode).toBe(200);
      } finally {
        await second.close();
      }
      const [keys] = await first.database.db.select({ n: count() }).from(appSecrets);
      expect(keys!.n).toBe(1);
    } finally {
      await first.close();
    }
  });

  it('is not stored when CAPTCHA_HMAC_KEY is set', async () => {
    const t = await buildTestApp({ catalogue: false });
    try {
      const [keys] = await t.database.db.select({ n: count() }).from(appSecrets);
      expect(keys!.n).toBe(0);
    } finally {
      await t.close();
    }
  });
});
