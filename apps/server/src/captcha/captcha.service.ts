// ALTCHA proof-of-work captcha, self-hosted: we issue signed challenges, the widget solves one in
// the visitor's browser, and a solved payload is accepted once, before it expires.
// Checking and spending are separate steps: a service checks the payload first, then spends it in
// the same transaction that stores what it guards, so a request refused for anything else leaves
// the visitor's solved captcha usable for the retry.
import { randomBytes } from 'node:crypto';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import type { Challenge, Solution } from 'altcha-lib/types';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Db } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import { createCaptchaRepository } from './captcha.repository.ts';

const CHALLENGE_TTL_MS = 10 * 60 * 1000;
const ALGORITHM = 'PBKDF2/SHA-256';
const KEY_NAME = 'captcha_hmac_key';

/** A payload whose proof of work and signature hold; not yet spent. */
export interface CheckedCaptcha {
  signature: string;
  expiresAt: Date;
}

export type CaptchaService = Awaited<ReturnType<typeof createCaptchaService>>;

/**
 * Without CAPTCHA_HMAC_KEY the key is generated once and kept in the database, so it survives
 * restarts and every process on the same database verifies the others' challenges.
 */
export async function createCaptchaService(deps: {
  db: Db;
  clock: Clock;
  hmacKey: string | undefined;
  cost: number;
}) {
  const { db, clock, cost } = deps;
  const repo = createCaptchaRepository(db);
  const hmacKey =
    deps.hmacKey ?? (await repo.getOrCreateSecret(KEY_NAME, randomBytes(32).toString('hex')));
  await repo.pruneExpired(clock.now());

  return {
    createChallenge(): Promise<Challenge> {
      return createChallenge({
        algorithm: ALGORITHM,
        cost,
        // The secret counter the browser has to find: the amount of work per form.
        counter: randomInt(Math.max(10, cost), Math.max(40, cost * 4)),
        deriveKey,
        hmacSignatureSecret: hmacKey,
        expiresAt: new Date(clock.now().getTime() + CHALLENGE_TTL_MS),
      });
    },

    /** Checks a widget payload without spending it; null when missing, forged, wrong or expired. */
    async check(payload: string): Promise<CheckedCaptcha | null> {
      const parsed = parsePayload(payload);
      if (!parsed || parsed.challenge.parameters.algorithm !== ALGORITHM) return null;
      const expiresAt = new Date((parsed.challenge.parameters.expiresAt ?? 0) * 1000);
      if (expiresAt.getTime() <= clock.now().getTime()) return null;
      const result = await verifySolution({
        challenge: parsed.challenge,
        solution: parsed.solution,
        deriveKey,
        hmacSignatureSecret: hmacKey,
      }).catch(() => null);
      if (!result?.verified || !parsed.challenge.signature) return null;
      return { signature: parsed.challenge.signature, expiresAt };
    },

    /**
     * Spends a checked payload inside the caller's transaction; false when it was spent before.
     * Spent payloads whose challenge has expired are pruned on the way: they cannot verify again.
     */
    async spend(checked: CheckedCaptcha, tx: Db): Promise<boolean> {
      const captchas = createCaptchaRepository(tx);
      await captchas.pruneExpired(clock.now());
      return captchas.spend(checked.signature, checked.expiresAt);
    },
  };
}

interface WidgetPayload {
  challenge: Challenge;
  solution: Solution;
}

function parsePayload(payload: string): WidgetPayload | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    if (!isRecord(value) || !isRecord(value.challenge) || !isRecord(value.solution)) return null;
    const { challenge, solution } = value;
    if (!isRecord(challenge.parameters) || typeof challenge.signature !== 'string') return null;
    if (typeof solution.counter !== 'number' || typeof solution.derivedKey !== 'string')
      return null;
    return value as unknown as WidgetPayload;
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
