// Staff sign-in security (docs/admin.md, 'Second factor'): a staff member's TOTP secret (RFC 6238),
// their one-time recovery codes (only hashes), and the short-lived tickets a password login hands
// out while it waits for the code (or for an enrolment ADMIN_TOTP=required asks for).
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/** One per staff member who started an enrolment; `enabledAt` is set once a first code confirmed it. */
export const staffTotp = pgTable('staff_totp', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The base32 secret, encrypted (AES-256-GCM, key in app_secrets); never answered once enabled. */
  secret: text('secret').notNull(),
  /** Null while the enrolment waits for its first code. */
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  /** The time step of the last code accepted: a code is good once. */
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Ten per enrolment, each good once; only a SHA-256 of the code is stored. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_recovery_codes_user_idx').on(t.userId)],
);

export const STAFF_TICKET_PURPOSES = ['code', 'enrol'] as const;
export type StaffTicketPurpose = (typeof STAFF_TICKET_PURPOSES)[number];

/**
 * A password login that still needs the second factor: only a SHA-256 of the ticket is stored. It
 * lasts minutes, allows a few code attempts, and is spent when the session opens.
 */
export const staffLoginTickets = pgTable(
  'staff_login_tickets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: STAFF_TICKET_PURPOSES }).notNull(),
    /** The login was /login-and-clear: the session opens ending the others. */
    clearOtherSessions: boolean('clear_other_sessions').notNull().default(false),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_login_tickets_user_idx').on(t.userId)],
);
