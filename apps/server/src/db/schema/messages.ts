// Messages domain: what visitors and members send to the administrator, and spent captchas.
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { mailOutbox } from './system.ts';

/** Where a message stands in the back office (docs/admin.md, 'Messages'). */
export const CONTACT_MESSAGE_STATUSES = ['open', 'answered', 'closed'] as const;

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
    /**
     * The administrator's copy in the mail outbox, queued in the same transaction as the message;
     * whether it has gone is that row's sent_at. Null only for messages stored before the outbox.
     */
    mailId: integer('mail_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
    /** When the copy was handed to the mail transport, for messages stored before the outbox. */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    /** The member who sent it from the signed-in form or the station screen; null for a visitor. */
    memberId: integer('member_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: CONTACT_MESSAGE_STATUSES }).notNull().default('open'),
    /** The last reply staff sent, who sent it (kept by name if the account goes) and when. */
    reply: text('reply'),
    answeredById: integer('answered_by_id').references(() => users.id, { onDelete: 'set null' }),
    answeredByUsername: text('answered_by_username'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt),
    index('contact_messages_status_idx').on(t.status, t.createdAt),
  ],
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
