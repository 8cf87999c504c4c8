// The only code that touches spent captchas and the shared captcha key.
import { eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { appSecrets, spentCaptchas } from '../db/schema/index.ts';

export type CaptchaRepository = ReturnType<typeof createCaptchaRepository>;

export function createCaptchaRepository(db: Db) {
  return {
    /** Records a spent signature; false when it was spent before (atomic across servers). */
    async spend(signature: string, expiresAt: Date): Promise<boolean> {
      const inserted = await db
        .insert(spentCaptchas)
        .values({ signature, expiresAt })
        .onConflictDoNothing()
        .returning({ signature: spentCaptchas.signature });
      return inserted.length > 0;
    },

    async pruneExpired(now: Date): Promise<number> {
      const removed = await db
        .delete(spentCaptchas)
        .where(lt(spentCaptchas.expiresAt, now))
        .returning({ signature: spentCaptchas.signature });
      return removed.length;
    },

    /**
     * The value stored under `name`, stored first when absent. The first writer wins, so every
     * process on one database ends up with the same value however many start at once.
     */
    async getOrCreateSecret(name: string, candidate: string): Promise<string> {
      await db.insert(appSecrets).values({ name, value: candidate }).onConflictDoNothing();
      const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name)).limit(1);
      if (!row) throw new Error(`secret ${name} not stored`);
      return row.value;
    },
  };
}
