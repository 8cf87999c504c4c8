// Accounts domain: members, their profile, their sessions, one-time codes (activation, password
// reset) and avatars.
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { USER_ROLES } from '@osce/shared/admin/roles';
import { countries, medicalSchools, states, terms } from './content.ts';

export { USER_ROLES };

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

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
    /** What other members see instead of the row id: eight random characters. */
    displayId: text('display_id')
      .notNull()
      .default(sql`upper(substr(md5(random()::text || clock_timestamp()::text), 1, 8))`),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    dob: date('dob', { mode: 'string' }),
    countryId: integer('country_id').references(() => countries.id, { onDelete: 'set null' }),
    stateId: integer('state_id').references(() => states.id, { onDelete: 'set null' }),
    stateOther: text('state_other'),
    medicalSchoolId: integer('medical_school_id').references(() => medicalSchools.id, {
      onDelete: 'set null',
    }),
    medicalSchoolOther: text('medical_school_other'),
    graduationYear: integer('graduation_year'),
    emailOptIn: boolean('email_opt_in').notNull().default(false),
    tutorialViewed: boolean('tutorial_viewed').notNull().default(false),
    /** The terms the member last agreed to; behind the current version means `update_terms`. */
    termsAgreedId: integer('terms_agreed_id').references(() => terms.id, { onDelete: 'set null' }),
    /** Set by staff (docs/admin.md): login is refused and every session ended while set. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** The last time a session was opened for the account (password or social login). */
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  // Uniqueness is case-insensitive and enforced by the database, so two concurrent sign-ups
  // cannot both take one address or name.
  (t) => [
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_uq').on(sql`lower(${t.username})`),
    uniqueIndex('users_display_id_uq').on(t.displayId),
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

export const ACCOUNT_CODE_PURPOSES = ['activation', 'reset'] as const;
export type AccountCodePurpose = (typeof ACCOUNT_CODE_PURPOSES)[number];

/** Activation and password-reset links: only a SHA-256 of the code in the link is stored. */
export const accountCodes = pgTable(
  'account_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ACCOUNT_CODE_PURPOSES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null for activation codes, which do not expire. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('account_codes_user_idx').on(t.userId, t.purpose)],
);

/** Avatars live in the database so every server process can serve them, with no shared disk. */
export const userAvatars = pgTable('user_avatars', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  image: bytea('image').notNull(),
  contentType: text('content_type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  /** Changes with each upload, so the avatar URL can be cached for good. */
  version: text('version').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
