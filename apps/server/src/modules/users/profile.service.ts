// The member's own profile (GET /user, POST /user/update) and another member's public card
// (find_by_id). Returns domain results; the routes present them.
import { OTHER_SCHOOL, type ProfileUpdate } from '@osce/shared/schemas/account';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import type { EventBus } from '../../lib/events.ts';
import type { MemberAnswerCache } from '../../lib/member-answer-cache.ts';
import type { SavedFilters } from '@osce/shared/schemas/study';
import type { MemberStatus } from '../billing/subscription-status.ts';
import type { StudyService } from '../study/study.service.ts';
import type { CurrentTerms } from './current-terms.ts';
import { presentCurrentUser } from './user.presenter.ts';
import {
  createUserRepository,
  PROFILE_UNIQUE_INDEXES,
  type ProfileRow,
  type ProfileValues,
  type PublicRow,
  type UserRepository,
} from './user.repository.ts';

export type ProfileService = ReturnType<typeof createProfileService>;

export interface MemberView {
  profile: ProfileRow;
  status: MemberStatus;
  /** The member has not agreed to the current terms. */
  updateTerms: boolean;
  /** Station ids the member has completed, when asked for. */
  completed?: number[];
  /** The member's saved study filters, or null. */
  filters: SavedFilters | null;
  /** Minutes per phase the station screen's setup starts from. */
  preferredTiming: { reading: number; station: number; question: number; feedback: number };
}

/**
 * GET /user's answer as kept between requests: the JSON object without `status` and
 * `update_terms`, which depend on the clock and on the current terms and are added at each request.
 */
export interface ReadyCurrentUser {
  /** `{...}` without the two per-request fields. */
  json: string;
  termsAgreedId: number | null;
}

export type ProfileUpdateResult =
  { ok: true; member: MemberView } | { ok: false; taken: { email: boolean; username: boolean } };

/** The settings form's answers as columns: 'other' school and free-text state as the schema allows. */
function toColumns(input: ProfileUpdate): ProfileValues {
  const school = input.medical_school_id;
  const stateId = input.state_id ?? null;
  return {
    firstName: input.first_name,
    lastName: input.last_name,
    dob: input.dob,
    email: input.email,
    username: input.username,
    countryId: input.country_id,
    stateId,
    // A typed state only for a country without a list of states (the schema checks the list).
    stateOther: stateId === null ? input.state_other || null : null,
    medicalSchoolId: school === OTHER_SCHOOL ? null : school,
    medicalSchoolOther: school === OTHER_SCHOOL ? input.medical_school_other || null : null,
    graduationYear: input.graduation_year,
    ...(input.email_opt_in === undefined ? {} : { emailOptIn: input.email_opt_in }),
  };
}

export function createProfileService(deps: {
  db: Db;
  /** A saved profile may change the username every signed-in request carries. */
  events: EventBus;
  currentTerms: CurrentTerms;
  /** The study domain's record of the member: saved filters and completed stations. */
  study: Pick<StudyService, 'savedFilters' | 'completedStationIds' | 'preferredTiming'>;
  /** The ready answers of GET /user (lib/member-answer-cache.ts), cleared by users.module.ts. */
  answers?: MemberAnswerCache<ReadyCurrentUser | null>;
  /** Tests replace it to reach what only a race would otherwise show. */
  users?: UserRepository;
}) {
  const { db, events, currentTerms } = deps;
  const users = deps.users ?? createUserRepository(db);

  /**
   * The member's view. `status` is the caller's, decided at its request's moment from the
   * entitlements that came with the session (plugins/auth.ts), so it costs no query here.
   */
  async function view(
    userId: number,
    status: MemberStatus,
    withCompleted: boolean,
  ): Promise<MemberView | null> {
    const [profile, termsId, filters, completed, preferredTiming] = await Promise.all([
      users.findProfile(userId),
      currentTerms.get(),
      deps.study.savedFilters(userId),
      withCompleted ? deps.study.completedStationIds(userId) : undefined,
      deps.study.preferredTiming(userId),
    ]);
    if (!profile) return null;
    return {
      profile,
      status,
      updateTerms: termsId !== null && profile.termsAgreedId !== termsId,
      ...(completed ? { completed } : {}),
      filters,
      preferredTiming,
    };
  }

  /** What GET /user shows that only a write of the member's (or the catalogue) changes. */
  async function readyBuild(userId: number, withCompleted: boolean) {
    const [profile, filters, completed, preferredTiming] = await Promise.all([
      users.findProfile(userId),
      deps.study.savedFilters(userId),
      withCompleted ? deps.study.completedStationIds(userId) : undefined,
      deps.study.preferredTiming(userId),
    ]);
    if (!profile) return { value: null };
    // Placeholders for the per-request fields, cut out below so the kept JSON holds neither.
    const {
      status: _status,
      update_terms: _terms,
      ...rest
    } = presentCurrentUser(profile, {
      status: 'Inactive',
      updateTerms: false,
      ...(completed ? { completed } : {}),
      filters,
      preferredTiming,
    });
    return { value: { json: JSON.stringify(rest), termsAgreedId: profile.termsAgreedId } };
  }

  return {
    /**
     * GET /user's answer, kept per member between their writes: a warm read is no query. Null
     * when the member is gone. `status` is the request's (decided from the session's dates).
     */
    async currentUserJson(
      userId: number,
      options: { status: MemberStatus; completed: boolean },
    ): Promise<string | null> {
      const variant = options.completed ? 'completed' : 'plain';
      const build = () => readyBuild(userId, options.completed);
      const { answers } = deps;
      const ready = answers
        ? (answers.peek(userId, variant) ?? (await answers.get(userId, variant, build)))
        : (await build()).value;
      if (!ready) return null;
      const known = currentTerms.peek(); // null: no terms published; undefined: not read yet
      const termsId = known === undefined ? await currentTerms.get() : known;
      const updateTerms = termsId !== null && ready.termsAgreedId !== termsId;
      const head = `{"status":${JSON.stringify(options.status)},"update_terms":${updateTerms}`;
      return ready.json === '{}' ? `${head}}` : `${head},${ready.json.slice(1)}`;
    },

    /** A member's public card, for themself or a member who shares a group with them. */
    publicUser: (userId: number, askerId: number): Promise<PublicRow | null> =>
      users.findPublic(userId, askerId),

    /**
     * Saves the settings form. A taken e-mail or username is found by reading first, so both can
     * be named at once; the unique indexes still decide when two members save at the same moment.
     */
    async update(
      userId: number,
      status: MemberStatus,
      input: ProfileUpdate,
    ): Promise<ProfileUpdateResult> {
      const taken = await users.takenByOthers(userId, input.email, input.username);
      if (taken.email || taken.username) return { ok: false, taken };
      try {
        await users.updateProfile(userId, toColumns(input));
      } catch (err) {
        const field = PROFILE_UNIQUE_INDEXES[uniqueViolation(err) ?? ''];
        if (!field) throw err;
        return {
          ok: false,
          taken: { email: field === 'email', username: field === 'username' },
        };
      }
      // The username may have changed: every session of the member carries it.
      events.emit('auth.principal_changed', { userId });
      const member = await view(userId, status, false);
      if (!member) throw new Error(`member ${userId} vanished while saving their profile`);
      return { ok: true, member };
    },
  };
}
