// Accounts domain: members and their sessions. The sign-up issue adds the profile columns; what is
// here is what authentication needs: who the member is, their role, and their bearer sessions.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const USER_ROLES = ['member', 'admin'] as const;

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    role: text('role', { enum: USER_ROLES }).notNull().default('member'),
    /** scrypt hash (see password-hasher.ts); null for an account that cannot log in by password. */
    passwordHash: text('password_hash'),
    /** Set when the member follows the activation link; login waits for it. */
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Uniqueness is case-insensitive and enforced by the database, so two concurrent sign-ups
  // cannot both take one address or name.
  (t) => [
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_uq').on(sql`lower(${t.username})`),
  ],
);

/** One row per signed-in device; only a SHA-256 of the bearer token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);
