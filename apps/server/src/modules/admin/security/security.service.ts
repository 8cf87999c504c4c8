// The staff second factor (docs/admin.md, 'Second factor'): TOTP (RFC 6238) enrolment with ten
// one-time recovery codes, turning it off, and the code step of a staff login. The login itself
// stays in accounts/login.service.ts; it asks `gate` before opening a staff session, and the code
// step (`completeLogin`) opens it through the same openOnlySession once the code is good.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { isStaff } from '@osce/shared/admin/roles';
import { messages } from '@osce/shared/messages';
import type { Db } from '../../../db/client.ts';
import { withTransaction } from '../../../db/transaction.ts';
import type { Clock } from '../../../lib/clock.ts';
import { HttpError, fieldRefusal } from '../../../lib/http-error.ts';
import {
  openOnlySession,
  type SecondFactorGate,
  type SessionOpening,
} from '../../accounts/login.service.ts';
import type { SessionService } from '../../accounts/session.service.ts';
import type { AuditActor, AuditService } from '../audit.service.ts';
import { createSecurityRepository } from './security.repository.ts';
import { base32Decode, matchTotp, newTotpSecret, otpauthUri } from './totp.ts';

/** How long a login may wait for its code. */
export const TICKET_TTL_MS = 10 * 60 * 1000;
/** Wrong codes one ticket allows; then the login starts again from the password. */
export const TICKET_MAX_ATTEMPTS = 5;
export const RECOVERY_CODE_COUNT = 10;

export type StaffSecurityService = ReturnType<typeof createStaffSecurityService>;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A recovery code as typed: case, spaces and dashes do not matter. */
const normaliseRecovery = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

/** Ten characters from an alphabet without look-alikes, shown as xxxxx-xxxxx. */
function newRecoveryCode(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

export function createStaffSecurityService(deps: {
  db: Db;
  clock: Clock;
  sessions: SessionService;
  audit: Pick<AuditService, 'record'>;
  /** ADMIN_TOTP=required. */
  required: boolean;
  /** The issuer the authenticator app shows (BRAND_NAME). */
  issuer: string;
}) {
  const { db, clock, sessions, audit, required, issuer } = deps;

  // The secret is stored encrypted (AES-256-GCM) under a key every process shares (app_secrets).
  // Read on the pool, never inside a transaction (PGlite's one connection would wait on itself):
  // every method that seals or opens a secret awaits key() before its transaction.
  let keyPromise: Promise<Buffer> | undefined;
  const key = () =>
    (keyPromise ??= createSecurityRepository(db)
      .getOrCreateSecret('staff_totp_key', randomBytes(32).toString('base64'))
      .then((value) => Buffer.from(value, 'base64')));

  async function seal(secret: string): Promise<string> {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', await key(), iv);
    const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), body]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64')))
      .join(':');
  }

  async function open(sealed: string): Promise<Buffer> {
    const [, iv, tag, body] = sealed.split(':');
    const decipher = createDecipheriv('aes-256-gcm', await key(), Buffer.from(iv!, 'base64'));
    decipher.setAuthTag(Buffer.from(tag!, 'base64'));
    const secret = Buffer.concat([decipher.update(Buffer.from(body!, 'base64')), decipher.final()]);
    return base32Decode(secret.toString('utf8'))!;
  }

  /** A new pending secret for the account: what the QR code carries. */
  async function startFor(tx: Db, account: { id: number; username: string }) {
    const secret = newTotpSecret();
    await createSecurityRepository(tx).savePending(account.id, await seal(secret), clock.now());
    return { secret, otpauth_uri: otpauthUri(secret, account.username, issuer) };
  }

  /** Turns a pending enrolment on with its first code; the recovery codes, or null if wrong. */
  async function confirmIn(
    tx: Db,
    userId: number,
    code: string,
    actor: AuditActor,
  ): Promise<string[] | null> {
    const repo = createSecurityRepository(tx);
    const row = await repo.totp(userId, true);
    if (!row) throw new HttpError(409, messages.secondFactorNotStarted);
    if (row.enabledAt) throw new HttpError(409, messages.secondFactorAlreadyOn);
    const step = matchTotp(
      await open(row.secret),
      code.replace(/\s/g, ''),
      clock.now().getTime(),
      null,
    );
    if (step === null) return null;
    const now = clock.now();
    await repo.enable(userId, step, now);
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await repo.replaceRecoveryCodes(
      userId,
      codes.map((c) => sha256(normaliseRecovery(c))),
      now,
    );
    await audit.record(tx, actor, {
      action: 'member.second_factor_on',
      entity: 'member',
      entityId: userId,
      memberId: userId,
      after: { second_factor: 'totp', recovery_codes: RECOVERY_CODE_COUNT },
    });
    return codes;
  }

  /** Whether `code` is the account's current TOTP code (noting its step) or an unused recovery code (spending it). */
  async function acceptCode(
    tx: Db,
    row: { userId: number; secret: string; lastStep: number | null },
    code: string,
  ) {
    const repo = createSecurityRepository(tx);
    const digits = code.replace(/\s/g, '');
    if (/^\d{6}$/.test(digits)) {
      const step = matchTotp(await open(row.secret), digits, clock.now().getTime(), row.lastStep);
      if (step === null) return false;
      await repo.setLastStep(row.userId, step);
      return true;
    }
    return repo.spendRecoveryCode(row.userId, sha256(normaliseRecovery(code)), clock.now());
  }

  /** The ticket row for `ticket`, locked; refused (401) when unknown, spent or past its time. */
  async function liveTicket(tx: Db, ticket: string) {
    const repo = createSecurityRepository(tx);
    const row = await repo.lockTicket(sha256(ticket));
    if (!row || row.expiresAt <= clock.now() || row.attempts >= TICKET_MAX_ATTEMPTS) {
      return null;
    }
    return row;
  }

  const gate: SecondFactorGate = {
    async challenge(tx, userId, clearOtherSessions) {
      const repo = createSecurityRepository(tx);
      const account = await repo.account(userId);
      if (!account || !isStaff(account.role)) return null;
      const enrolled = Boolean((await repo.totp(userId))?.enabledAt);
      if (!enrolled && !required) return null;
      const ticket = randomBytes(32).toString('base64url');
      const now = clock.now();
      await repo.createTicket({
        tokenHash: sha256(ticket),
        userId,
        purpose: enrolled ? 'code' : 'enrol',
        clearOtherSessions,
        expiresAt: new Date(now.getTime() + TICKET_TTL_MS),
        now,
      });
      return { ticket, enrol: !enrolled };
    },
  };

  return {
    gate,
    required,

    async status(userId: number) {
      const repo = createSecurityRepository(db);
      const row = await repo.totp(userId);
      const enrolled = Boolean(row?.enabledAt);
      return {
        enrolled,
        enrolled_at: row?.enabledAt?.toISOString() ?? null,
        recovery_codes_left: enrolled ? await repo.recoveryCodesLeft(userId) : 0,
        required,
      };
    },

    /** Starts (or starts again) an enrolment: a new secret waiting for its first code. */
    async start(actor: AuditActor) {
      await key();
      return withTransaction(db, async (tx) => {
        const row = await createSecurityRepository(tx).totp(actor.id, true);
        if (row?.enabledAt) throw new HttpError(409, messages.secondFactorAlreadyOn);
        const enrolment = await startFor(tx, actor);
        await audit.record(tx, actor, {
          action: 'member.second_factor_start',
          entity: 'member',
          entityId: actor.id,
          memberId: actor.id,
        });
        return enrolment;
      });
    },

    async confirm(actor: AuditActor, code: string): Promise<string[]> {
      await key();
      const codes = await withTransaction(db, (tx) => confirmIn(tx, actor.id, code, actor));
      if (!codes) throw fieldRefusal('code', messages.secondFactorCodeWrong);
      return codes;
    },

    async disable(actor: AuditActor, code: string): Promise<void> {
      if (required) throw new HttpError(409, messages.secondFactorCannotDisable);
      await key();
      const ok = await withTransaction(db, async (tx) => {
        const repo = createSecurityRepository(tx);
        const row = await repo.totp(actor.id, true);
        if (!row?.enabledAt) throw new HttpError(409, messages.secondFactorNotOn);
        if (!(await acceptCode(tx, row, code))) return false;
        await repo.remove(actor.id);
        await audit.record(tx, actor, {
          action: 'member.second_factor_off',
          entity: 'member',
          entityId: actor.id,
          memberId: actor.id,
          before: { second_factor: 'totp' },
        });
        return true;
      });
      if (!ok) throw fieldRefusal('code', messages.secondFactorCodeWrong);
    },

    /**
     * An administrator clears another staff member's second factor (a lost phone and lost codes):
     * the secret and recovery codes go, every session of theirs ends, and their next login asks
     * them to enrol again where it is required. Not for one's own account (disable does that,
     * with a code). Answers false when there was nothing to clear.
     */
    async resetFor(actor: AuditActor, userId: number): Promise<boolean> {
      if (userId === actor.id) throw new HttpError(409, messages.secondFactorResetSelf);
      return withTransaction(db, async (tx) => {
        const repo = createSecurityRepository(tx);
        const row = await repo.totp(userId, true);
        if (!row) return false;
        await repo.remove(userId);
        await sessions.closeAllForUser(userId, tx);
        await audit.record(tx, actor, {
          action: 'member.second_factor_reset',
          entity: 'member',
          entityId: userId,
          memberId: userId,
          before: { second_factor: row.enabledAt ? 'totp' : 'enrolling' },
          after: { second_factor: null },
        });
        return true;
      });
    },

    /** The QR code for a login that must enrol before its session (ADMIN_TOTP=required). */
    async enrolForLogin(ticket: string) {
      await key();
      return withTransaction(db, async (tx) => {
        const row = await liveTicket(tx, ticket);
        if (!row || row.purpose !== 'enrol') {
          throw new HttpError(401, messages.secondFactorTicketExpired);
        }
        const account = await createSecurityRepository(tx).account(row.userId);
        if (!account) throw new HttpError(401, messages.secondFactorTicketExpired);
        return startFor(tx, account);
      });
    },

    /**
     * The code step of a staff login: a good code (or an unused recovery code; or, for an
     * enrolment, the first code of the new secret) spends the ticket and opens the session. A
     * wrong one counts against the ticket.
     */
    async completeLogin(
      ticket: string,
      code: string,
    ): Promise<
      | { ok: false; reason: 'expired' | 'wrong_code' }
      | { opening: SessionOpening; recoveryCodes: string[] | null; ok: true }
    > {
      await key();
      const outcome = await withTransaction(db, async (tx) => {
        const repo = createSecurityRepository(tx);
        const row = await liveTicket(tx, ticket);
        if (!row) return { ok: false as const, reason: 'expired' as const };
        let recoveryCodes: string[] | null = null;
        let good: boolean;
        if (row.purpose === 'enrol') {
          const account = await repo.account(row.userId);
          if (!account) return { ok: false as const, reason: 'expired' as const };
          recoveryCodes = await confirmIn(tx, row.userId, code, account);
          good = recoveryCodes !== null;
        } else {
          const totp = await repo.totp(row.userId, true);
          if (!totp?.enabledAt) return { ok: false as const, reason: 'expired' as const };
          good = await acceptCode(tx, totp, code);
        }
        if (!good) {
          await repo.countAttempt(row.tokenHash, row.attempts + 1);
          return { ok: false as const, reason: 'wrong_code' as const };
        }
        await repo.deleteTicket(row.tokenHash);
        return {
          ok: true as const,
          userId: row.userId,
          clear: row.clearOtherSessions,
          recoveryCodes,
        };
      });
      if (!outcome.ok) return outcome;
      const opening = await openOnlySession({ db, sessions }, outcome.userId, {
        clearOtherSessions: outcome.clear,
      });
      return { ok: true, opening, recoveryCodes: outcome.recoveryCodes };
    },
  };
}
