// A member's data (docs/admin.md, 'Members and money', export and erasure): every record the
// product holds about them as JSON, for a data-access request; and anonymisation, for an erasure
// request, keeping the payments (which hold no name) for the accounts.
import { asc, eq, or } from 'drizzle-orm';
import { messages } from '@osce/shared/messages';
import type { Db } from '../../../db/client.ts';
import {
  auditLog,
  contactMessages,
  countries,
  examPresets,
  medicalSchools,
  playlistItems,
  playlists,
  preferredTimings,
  savedFilters,
  stationMarkings,
  stationProgress,
  stations,
  stationTimings,
  states,
  studyGroupMembers,
  studyGroups,
  userAvatars,
  users,
} from '../../../db/schema/index.ts';
import { afterCommit, withTransaction } from '../../../db/transaction.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { EventBus } from '../../../lib/events.ts';
import { HttpError, fieldRefusal } from '../../../lib/http-error.ts';
import type { SessionService } from '../../accounts/session.service.ts';
import type { AuditService } from '../audit.service.ts';
import { paymentAnswer, subscriptionAnswer } from './members.presenter.ts';
import { createMembersRepository, erasedEmail } from './members.repository.ts';
import { notFound, type Actor } from './members.service.ts';

export type MemberDataService = ReturnType<typeof createMemberDataService>;

/** Dates as ISO strings, everything else as it is (a JSON-ready copy of a row). */
function plain<T extends Record<string, unknown>>(row: T): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      value instanceof Date ? value.toISOString() : value,
    ]),
  );
}

export function createMemberDataService(deps: {
  db: Db;
  clock: Clock;
  events: EventBus;
  audit: AuditService;
  sessions: SessionService;
}) {
  const { db, clock, events, audit, sessions } = deps;

  async function collect(tx: Db, id: number) {
    const now = clock.now();
    const [account] = await tx
      .select({
        id: users.id,
        username: users.username,
        email: users.email,
        role: users.role,
        display_id: users.displayId,
        first_name: users.firstName,
        last_name: users.lastName,
        dob: users.dob,
        country: countries.name,
        state: states.name,
        state_other: users.stateOther,
        medical_school: medicalSchools.name,
        medical_school_other: users.medicalSchoolOther,
        graduation_year: users.graduationYear,
        email_opt_in: users.emailOptIn,
        tutorial_viewed: users.tutorialViewed,
        terms_agreed_id: users.termsAgreedId,
        created_at: users.createdAt,
        activated_at: users.activatedAt,
        last_login_at: users.lastLoginAt,
        disabled_at: users.disabledAt,
      })
      .from(users)
      .leftJoin(countries, eq(countries.id, users.countryId))
      .leftJoin(states, eq(states.id, users.stateId))
      .leftJoin(medicalSchools, eq(medicalSchools.id, users.medicalSchoolId))
      .where(eq(users.id, id));
    if (!account) throw notFound();
    const repo = createMembersRepository(tx);
    const [avatar] = await tx
      .select({
        content_type: userAvatars.contentType,
        width: userAvatars.width,
        height: userAvatars.height,
        updated_at: userAvatars.updatedAt,
      })
      .from(userAvatars)
      .where(eq(userAvatars.userId, id));
    const markings = await tx
      .select({
        id: stationMarkings.id,
        station: stations.number,
        created_at: stationMarkings.createdAt,
        mark: stationMarkings.mark,
        global_score: stationMarkings.globalScore,
        scores: stationMarkings.scores,
        notes: stationMarkings.notes,
        examiner_notes: stationMarkings.examinerNotes,
        marked_by: stationMarkings.markedBy,
        group_run_id: stationMarkings.groupRunId,
      })
      .from(stationMarkings)
      .innerJoin(stations, eq(stations.id, stationMarkings.stationId))
      .where(eq(stationMarkings.userId, id))
      .orderBy(asc(stationMarkings.createdAt), asc(stationMarkings.id));
    const progress = await tx
      .select({
        station: stations.number,
        status: stationProgress.status,
        favourited: stationProgress.favourited,
        last_mark: stationProgress.lastMark,
        average_mark: stationProgress.averageMark,
        marking_count: stationProgress.markingCount,
        latest_completion: stationProgress.latestCompletion,
        updated_at: stationProgress.updatedAt,
      })
      .from(stationProgress)
      .innerJoin(stations, eq(stations.id, stationProgress.stationId))
      .where(eq(stationProgress.userId, id))
      .orderBy(asc(stations.number));
    const lists = await tx
      .select({ id: playlists.id, name: playlists.name, created_at: playlists.createdAt })
      .from(playlists)
      .where(eq(playlists.userId, id))
      .orderBy(asc(playlists.position), asc(playlists.id));
    const items = await tx
      .select({ playlistId: playlistItems.playlistId, station: stations.number })
      .from(playlistItems)
      .innerJoin(playlists, eq(playlists.id, playlistItems.playlistId))
      .innerJoin(stations, eq(stations.id, playlistItems.stationId))
      .where(eq(playlists.userId, id))
      .orderBy(asc(playlistItems.position), asc(playlistItems.id));
    const groups = await tx
      .select({
        code: studyGroups.code,
        nickname: studyGroups.nickname,
        private: studyGroups.private,
        created_by_member: eq(studyGroups.createdBy, id),
        joined_at: studyGroupMembers.joinedAt,
      })
      .from(studyGroupMembers)
      .innerJoin(studyGroups, eq(studyGroups.id, studyGroupMembers.groupId))
      .where(eq(studyGroupMembers.userId, id))
      .orderBy(asc(studyGroupMembers.joinedAt));
    const sent = await tx
      .select({
        id: contactMessages.id,
        name: contactMessages.name,
        email: contactMessages.email,
        enquiry: contactMessages.enquiry,
        message: contactMessages.message,
        created_at: contactMessages.createdAt,
        status: contactMessages.status,
        reply: contactMessages.reply,
        answered_at: contactMessages.answeredAt,
      })
      .from(contactMessages)
      .where(or(eq(contactMessages.memberId, id), eq(contactMessages.email, account.email ?? '')))
      .orderBy(asc(contactMessages.createdAt));
    const [filters] = await tx.select().from(savedFilters).where(eq(savedFilters.userId, id));
    const [timings] = await tx
      .select()
      .from(preferredTimings)
      .where(eq(preferredTimings.userId, id));
    const ownTimings = await tx
      .select({
        station: stations.number,
        reading: stationTimings.reading,
        station_minutes: stationTimings.station,
        question: stationTimings.question,
        feedback: stationTimings.feedback,
      })
      .from(stationTimings)
      .innerJoin(stations, eq(stations.id, stationTimings.stationId))
      .where(eq(stationTimings.userId, id));
    const [preset] = await tx.select().from(examPresets).where(eq(examPresets.userId, id));
    const entries = await tx
      .select()
      .from(auditLog)
      .where(eq(auditLog.memberId, id))
      .orderBy(asc(auditLog.id));
    return {
      exported_at: now.toISOString(),
      account: plain(account),
      avatar: avatar ? plain(avatar) : null,
      subscriptions: (await repo.subscriptionsOf(id)).map((s) => subscriptionAnswer(s, now)),
      payments: (await repo.paymentsOf(id)).map(paymentAnswer),
      markings: markings.map(plain),
      progress: progress.map(plain),
      stars: progress.filter((p) => p.favourited).map((p) => p.station),
      playlists: lists.map((list) => ({
        ...plain(list),
        stations: items.filter((i) => i.playlistId === list.id).map((i) => i.station),
      })),
      groups: groups.map(plain),
      messages: sent.map(plain),
      saved_filters: filters ? plain(filters) : null,
      preferred_timings: timings ? plain(timings) : null,
      station_timings: ownTimings,
      exam_preset: preset?.preset ?? null,
      sessions: await repo.liveSessions(id, now),
      audit: entries.map((e) => ({
        at: e.at.toISOString(),
        actor: e.actorUsername,
        action: e.action,
        entity: e.entity,
        entity_id: e.entityId,
        before: e.before,
        after: e.after,
        reason: e.reason,
      })),
    };
  }

  return {
    /** Everything held about the member; the export itself is audited (who looked, when). */
    async export(actor: Actor, id: number) {
      return withTransaction(db, async (tx) => {
        const data = await collect(tx, id);
        await audit.record(tx, actor, {
          action: 'member.export',
          entity: 'member',
          entityId: id,
          memberId: id,
        });
        return data;
      });
    },

    /**
     * Anonymises the account once `confirm` is its username. The audit entry says only that it
     * was erased: no personal data in it.
     */
    async erase(actor: Actor, id: number, confirm: string) {
      await withTransaction(db, async (tx) => {
        const repo = createMembersRepository(tx);
        const member = await repo.lock(id);
        if (!member) throw notFound();
        if (member.email === erasedEmail(id)) throw new HttpError(409, messages.adminAlreadyErased);
        if (id === actor.id) throw new HttpError(409, messages.adminCannotEraseSelf);
        if (confirm !== member.username) {
          throw fieldRefusal('confirm', messages.adminEraseConfirmMismatch);
        }
        await repo.erase(id, clock.now());
        await sessions.closeAllForUser(id, tx);
        await audit.record(tx, actor, {
          action: 'member.erase',
          entity: 'member',
          entityId: id,
          memberId: id,
          after: { erased: true },
        });
        afterCommit(tx, () => events.emit('auth.principal_changed', { userId: id }));
      });
    },
  };
}
