// Members and money (docs/admin.md, 'Members and money'): finding members, a member's record,
// granting a subscription as a purchase would queue it, and the account actions (end sessions,
// disable, enable, reset e-mail, role). Every write records its audit entry in its own
// transaction; domain events go out after commit so caches and sockets on every process follow.
import { RESET_LINK_MINUTES, isFreeTrialPlan } from '@osce/shared/constants';
import type { UserRole } from '@osce/shared/admin/roles';
import { messages } from '@osce/shared/messages';
import {
  ADMIN_MEMBERS_PAGE_SIZE,
  type AdminMemberStatus,
} from '@osce/shared/schemas/admin-members';
import type { Db } from '../../../db/client.ts';
import { afterCommit, withTransaction } from '../../../db/transaction.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { EventBus } from '../../../lib/events.ts';
import { HttpError, fieldRefusal } from '../../../lib/http-error.ts';
import { enqueueMail } from '../../../mail/mail-outbox.ts';
import { resetMail } from '../../accounts/account-mail.ts';
import type { AccountCodeService } from '../../accounts/account-code.service.ts';
import type { SessionService } from '../../accounts/session.service.ts';
import { createMemberSubscriptionRepository } from '../../billing/member-subscription.repository.ts';
import { purchaseStart } from '../../billing/subscription-lifecycle.ts';
import { createSubscriptionRepository, expiryFor } from '../../billing/subscription.repository.ts';
import { createSubscriptionTypeRepository } from '../../billing/subscription-type.repository.ts';
import type { AuditActor, AuditEntry, AuditService } from '../audit.service.ts';
import { grantMail } from './grant-mail.ts';
import { memberRowAnswer, paymentAnswer, subscriptionAnswer } from './members.presenter.ts';
import { createMembersRepository, erasedEmail } from './members.repository.ts';

/** The staff member acting: who they are for the audit, and their role for the rules. */
export interface Actor extends AuditActor {
  role: UserRole;
}

export type MembersService = ReturnType<typeof createMembersService>;

export function notFound(): HttpError {
  return new HttpError(404, messages.notFound);
}

export function createMembersService(deps: {
  db: Db;
  clock: Clock;
  events: EventBus;
  audit: AuditService;
  sessions: SessionService;
  codes: AccountCodeService;
  brand: string;
  publicUrl: string;
}) {
  const { db, clock, events, audit, sessions } = deps;
  const mailContext = { brand: deps.brand, publicUrl: deps.publicUrl };

  /** The member's row as the list shows it, read after a write has committed. */
  async function rowOf(id: number) {
    const now = clock.now();
    const row = await createMembersRepository(db).find(id, now);
    if (!row) throw notFound();
    return memberRowAnswer(row, now);
  }

  type MembersRepository = ReturnType<typeof createMembersRepository>;
  type LockedMember = NonNullable<Awaited<ReturnType<MembersRepository['lock']>>>;
  interface MemberChange {
    /** The audit entry; its entity is the member unless it says otherwise. */
    audit: Omit<AuditEntry, 'entity'> & { entity?: AuditEntry['entity'] };
    /** The member's principal changed (role, disabled): every process drops it after commit. */
    principalChanged?: boolean;
  }

  /**
   * One account action: the member locked (404 when there is none), changed by `change` in the
   * same transaction as its audit entry, announced after commit, and answered as the list shows
   * the member. `change` answers null when there was nothing to change (nothing is audited).
   */
  async function changeMember(
    actor: Actor,
    id: number,
    change: (tx: Db, repo: MembersRepository, member: LockedMember) => Promise<MemberChange | null>,
  ) {
    await withTransaction(db, async (tx) => {
      const repo = createMembersRepository(tx);
      const member = await repo.lock(id);
      if (!member) throw notFound();
      const done = await change(tx, repo, member);
      if (!done) return;
      await audit.record(tx, actor, {
        entity: 'member',
        entityId: id,
        memberId: id,
        ...done.audit,
      });
      if (done.principalChanged) {
        afterCommit(tx, () => events.emit('auth.principal_changed', { userId: id }));
      }
    });
    return rowOf(id);
  }

  /** Only an administrator may disable or enable an administrator (docs/admin.md). */
  function mayTouchAccountOf(actor: Actor, target: { role: UserRole }) {
    if (target.role === 'admin' && actor.role !== 'admin') {
      throw new HttpError(403, messages.adminCannotDisableAdmin);
    }
  }

  return {
    /** The member's row as the list shows it; 404 for an unknown id. */
    row: rowOf,

    async list(query: { search?: string; status?: AdminMemberStatus; page?: number }) {
      const page = query.page ?? 1;
      const now = clock.now();
      const { rows, total } = await createMembersRepository(db).list({
        ...(query.search ? { search: query.search } : {}),
        ...(query.status ? { status: query.status } : {}),
        offset: (page - 1) * ADMIN_MEMBERS_PAGE_SIZE,
        limit: ADMIN_MEMBERS_PAGE_SIZE,
        now,
      });
      return { members: rows.map((row) => memberRowAnswer(row, now)), total, page };
    },

    async detail(id: number) {
      const now = clock.now();
      const repo = createMembersRepository(db);
      const row = await repo.find(id, now);
      if (!row) throw notFound();
      const [subscriptions, payments, liveSessions, markings] = await Promise.all([
        repo.subscriptionsOf(id),
        repo.paymentsOf(id),
        repo.liveSessions(id, now),
        repo.markings(id),
      ]);
      return {
        ...memberRowAnswer(row, now),
        country: row.country,
        medical_school: row.school ?? row.schoolOther ?? null,
        disabled_at: row.disabledAt?.toISOString() ?? null,
        subscriptions: subscriptions.map((s) => subscriptionAnswer(s, now)),
        payments: payments.map(paymentAnswer),
        sessions: liveSessions,
        markings,
      };
    },

    /**
     * Grants a plan without a charge. It starts where a purchase would (billing's purchaseStart:
     * now, or when the member's last current paid subscription ends) and, as a purchase does,
     * ends a running trial; the purchase limits do not apply (staff decide). Under the member's
     * purchase lock, so a grant and a purchase queue one after the other.
     */
    async grant(actor: Actor, memberId: number, typeId: number, reason: string) {
      const now = clock.now();
      const subscriptionId = await withTransaction(db, async (tx) => {
        const billing = createMemberSubscriptionRepository(tx);
        const member = await billing.lockMember(memberId);
        if (!member) throw notFound();
        const plan = await createSubscriptionTypeRepository(tx).findActive(typeId);
        if (!plan || isFreeTrialPlan(plan)) {
          throw fieldRefusal('subscription_type_id', messages.adminGrantPlanUnavailable);
        }
        const rows = await billing.listOf(memberId);
        const start = purchaseStart(
          rows.filter((r) => !isFreeTrialPlan({ name: r.typeName })),
          now,
        );
        await billing.endTrials(memberId, now);
        const expiry = expiryFor(start, plan.length);
        const subscription = await createSubscriptionRepository(tx).insertSubscription({
          userId: memberId,
          subscriptionTypeId: plan.id,
          status: start > now ? 'pending' : 'active',
          startDate: start,
          expiryDate: expiry,
          price: 0,
          currency: plan.currency.toUpperCase(),
          length: plan.length,
          displayLength: plan.displayLength,
          createdAt: now,
        });
        // An erased account has no address to write to.
        if (member.email && member.email !== erasedEmail(memberId)) {
          await enqueueMail(
            tx,
            grantMail(
              mailContext,
              { email: member.email, firstName: member.firstName || 'there' },
              { subscriptionId: subscription.id, planName: plan.name, start, expiry },
            ),
          );
          afterCommit(tx, () => events.emit('mail.queued', {}));
        }
        await audit.record(tx, actor, {
          action: 'subscription.grant',
          entity: 'subscription',
          entityId: subscription.id,
          memberId,
          after: {
            subscription_type_id: plan.id,
            plan: plan.name,
            start_date: start,
            expiry_date: expiry,
          },
          reason,
        });
        afterCommit(tx, () => events.emit('billing.entitlements_changed', { userId: memberId }));
        return subscription.id;
      });
      const [row] = (await createMembersRepository(db).subscriptionsOf(memberId)).filter(
        (s) => s.id === subscriptionId,
      );
      return subscriptionAnswer(row!, clock.now());
    },

    /** Ends every session of the member, on every process (sockets dropped too). */
    logout(actor: Actor, id: number) {
      return changeMember(actor, id, async (tx) => {
        await sessions.closeAllForUser(id, tx);
        return { audit: { action: 'member.logout' } };
      });
    },

    /** Disables the account and ends its sessions; login then says the account is disabled. */
    disable(actor: Actor, id: number) {
      return changeMember(actor, id, async (tx, repo, member) => {
        if (id === actor.id) throw new HttpError(409, messages.adminCannotDisableSelf);
        mayTouchAccountOf(actor, member);
        const at = member.disabledAt ?? clock.now();
        await repo.setDisabled(id, at);
        await sessions.closeAllForUser(id, tx);
        return {
          audit: {
            action: 'member.disable',
            before: { disabled_at: member.disabledAt },
            after: { disabled_at: at },
          },
          principalChanged: true,
        };
      });
    },

    enable(actor: Actor, id: number) {
      return changeMember(actor, id, async (_tx, repo, member) => {
        mayTouchAccountOf(actor, member);
        await repo.setDisabled(id, null);
        return {
          audit: {
            action: 'member.enable',
            before: { disabled_at: member.disabledAt },
            after: { disabled_at: null },
          },
          principalChanged: true,
        };
      });
    },

    /**
     * Sends the member the usual reset e-mail: the accounts module's own pieces (a new reset code
     * voiding older ones, valid RESET_LINK_MINUTES, and its reset mail), in this write's
     * transaction so the audit entry and the e-mail go together.
     */
    resetPassword(actor: Actor, id: number) {
      return changeMember(actor, id, async (tx, _repo, member) => {
        if (!member.email || member.email === erasedEmail(id)) {
          throw new HttpError(422, messages.adminResetNoEmail);
        }
        await deps.codes.voidAll(tx, id, 'reset');
        const code = await deps.codes.issue(tx, id, 'reset', RESET_LINK_MINUTES * 60_000);
        await enqueueMail(
          tx,
          resetMail(
            mailContext,
            { email: member.email, firstName: member.firstName || member.username },
            code,
          ),
        );
        afterCommit(tx, () => events.emit('mail.queued', {}));
        return { audit: { action: 'member.reset_password' } };
      });
    },

    /**
     * Sets a role. Every session of the account ends (on every process, sockets too), so the new
     * role starts with a fresh login: a promotion gets the 12-hour staff session and, where it
     * applies, the second factor; a demotion leaves no staff session behind. The principal is
     * dropped as well (auth.principal_changed). An administrator cannot demote themselves.
     */
    setRole(actor: Actor, id: number, role: UserRole) {
      return changeMember(actor, id, async (tx, repo, member) => {
        if (id === actor.id && role !== 'admin') {
          throw new HttpError(409, messages.adminCannotDemoteSelf);
        }
        if (member.role === role) return null;
        await repo.setRole(id, role);
        await sessions.closeAllForUser(id, tx);
        return {
          audit: {
            action: 'role.set',
            entity: 'role',
            before: { role: member.role },
            after: { role },
          },
          principalChanged: true,
        };
      });
    },
  };
}
