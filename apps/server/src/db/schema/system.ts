// Values the server generates once and every process on the same database shares (the captcha
// signing key when CAPTCHA_HMAC_KEY is not set), so a restart or a second process agrees with
// the first.
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * E-mail to send, written in the transaction of the operation that sends it (a sign-up's
 * activation mail), so the mail is queued exactly when the operation commits. A sender drains it
 * after commit and retries failures; once sent, the body is cleared, since it may hold a link.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Where a reply goes (a contact message's sender); null replies to the sender address. */
    replyTo: text('reply_to'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Not before this moment (backoff after a failure). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Set when the sender gave up after its last attempt. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_due_idx').on(t.sentAt, t.failedAt, t.nextAttemptAt)],
);
