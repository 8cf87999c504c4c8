// Values the server generates once and every process on the same database shares (the captcha
// signing key when CAPTCHA_HMAC_KEY is not set), so a restart or a second process agrees with
// the first.
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
