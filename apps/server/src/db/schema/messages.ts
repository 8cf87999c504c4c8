// Messages domain: what visitors and members send to the administrator, and spent captchas.
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    enquiry: text('enquiry').notNull(),
    message: text('message').notNull(),
    reportIssue: boolean('report_issue').notNull().default(false),
    issueType: text('issue_type', { enum: ['error', 'offensive_content', 'other'] }),
    stationId: integer('station_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null until the administrator's copy has been handed to the mail transport. */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

/** Captcha payloads already accepted; kept until the challenge would have expired anyway. */
export const spentCaptchas = pgTable(
  'spent_captchas',
  {
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('spent_captchas_expires_idx').on(t.expiresAt)],
);
