// The only code that reads and writes members' own settings: profile, password, tutorial and terms
// consent (the users table seen from the member's side; sign-up and login are in accounts).
import { and, eq, exists, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { studyGroupMembers, userAvatars, users } from '../../db/schema/index.ts';

export type UserRepository = ReturnType<typeof createUserRepository>;

/** The profile columns a member changes in settings. */
export type ProfileValues = Pick<
  typeof users.$inferInsert,
  | 'firstName'
  | 'lastName'
  | 'dob'
  | 'email'
  | 'username'
  | 'countryId'
  | 'stateId'
  | 'stateOther'
  | 'medicalSchoolId'
  | 'medicalSchoolOther'
  | 'graduationYear'
  | 'emailOptIn'
>;

/** The unique indexes a profile change can break, by the field each guards (db/schema/accounts). */
export const PROFILE_UNIQUE_INDEXES: Record<string, 'email' | 'username'> = {
  users_email_lower_uq: 'email',
  users_username_lower_uq: 'username',
};

const profileColumns = {
  id: users.id,
  displayId: users.displayId,
  role: users.role,
  email: users.email,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  dob: users.dob,
  countryId: users.countryId,
  stateId: users.stateId,
  stateOther: users.stateOther,
  medicalSchoolId: users.medicalSchoolId,
  medicalSchoolOther: users.medicalSchoolOther,
  graduationYear: users.graduationYear,
  emailOptIn: users.emailOptIn,
  tutorialViewed: users.tutorialViewed,
  termsAgreedId: users.termsAgreedId,
  avatarVersion: userAvatars.version,
};

export type ProfileRow = NonNullable<Awaited<ReturnType<UserRepository['findProfile']>>>;
export type PublicRow = NonNullable<Awaited<ReturnType<UserRepository['findPublic']>>>;

export function createUserRepository(db: Db) {
  return {
    /** The member's own profile with their avatar's version, or null. */
    async findProfile(userId: number) {
      const [row] = await db
        .select(profileColumns)
        .from(users)
        .leftJoin(userAvatars, eq(userAvatars.userId, users.id))
        .where(eq(users.id, userId))
        .limit(1);
      return row ?? null;
    },

    /**
     * What other members may see of one: never e-mail, date of birth, school or status; and only
     * to the member themself or a member who shares a study group with them (null otherwise, as
     * for an unknown id), so sequential ids do not list the members.
     */
    async findPublic(userId: number, askerId: number) {
      const mine = alias(studyGroupMembers, 'asker_groups');
      const theirs = alias(studyGroupMembers, 'member_groups');
      const shareAGroup = exists(
        db
          .select({ one: sql`1` })
          .from(mine)
          .innerJoin(theirs, eq(theirs.groupId, mine.groupId))
          .where(and(eq(mine.userId, askerId), eq(theirs.userId, users.id))),
      );
      const [row] = await db
        .select({
          id: users.id,
          displayId: users.displayId,
          firstName: users.firstName,
          lastName: users.lastName,
          username: users.username,
          avatarVersion: userAvatars.version,
        })
        .from(users)
        .leftJoin(userAvatars, eq(userAvatars.userId, users.id))
        .where(and(eq(users.id, userId), or(eq(users.id, askerId), shareAGroup)))
        .limit(1);
      return row ?? null;
    },

    /** Which of an e-mail address and a username an account other than `userId` has. */
    async takenByOthers(userId: number, email: string, username: string) {
      const rows = await db
        .select({ email: users.email, username: users.username })
        .from(users)
        .where(
          and(
            ne(users.id, userId),
            or(
              sql`lower(${users.email}) = lower(${email})`,
              sql`lower(${users.username}) = lower(${username})`,
            ),
          ),
        );
      return {
        email: rows.some((r) => r.email.toLowerCase() === email.toLowerCase()),
        username: rows.some((r) => r.username.toLowerCase() === username.toLowerCase()),
      };
    },

    /** Fails on PROFILE_UNIQUE_INDEXES when another account took the e-mail or username first. */
    async updateProfile(userId: number, values: ProfileValues) {
      await db.update(users).set(values).where(eq(users.id, userId));
    },

    /** Name and address of the member, for messages sent in their name. */
    async findContact(userId: number) {
      const [row] = await db
        .select({
          email: users.email,
          username: users.username,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row ?? null;
    },

    async findPasswordHash(userId: number): Promise<string | null> {
      const [row] = await db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row?.passwordHash ?? null;
    },

    async setPasswordHash(userId: number, passwordHash: string) {
      await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
    },

    async setTutorialViewed(userId: number, viewed: boolean) {
      await db.update(users).set({ tutorialViewed: viewed }).where(eq(users.id, userId));
    },

    async setTermsAgreed(userId: number, termsId: number) {
      await db.update(users).set({ termsAgreedId: termsId }).where(eq(users.id, userId));
    },
  };
}
