// ALTCHA proof-of-work captcha, self-hosted: we issue signed challenges, the widget solves one in
// the visitor's browser, and a solved payload is accepted once, before it expires.
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import type { Challenge, Solution } from 'altcha-lib/types';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { lt, sql } from 'drizzle-orm';
import { messages } from '@osce/shared/messages';
import type { Db } from '../db/client.ts';
import { spentCaptchas } from '../db/schema/index.ts';
import { fieldRefusal } from '../lib/http-error.ts';

const CHALLENGE_TTL_MS = 10 * 60 * 1000;
const ALGORITHM = 'PBKDF2/SHA-256';

export type CaptchaService = ReturnType<typeof createCaptchaService>;

export function createCaptchaService(deps: { db: Db; hmacKey: string; cost: number }) {
  const { db, hmacKey, cost } = deps;

  return {
    createChallenge(): Promise<Challenge> {
      return createChallenge({
        algorithm: ALGORITHM,
        cost,
        // The secret counter the browser has to find: the amount of work per form.
        counter: randomInt(Math.max(10, cost), Math.max(40, cost * 4)),
        deriveKey,
        hmacSignatureSecret: hmacKey,
        expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
      });
    },

    /**
     * Accepts a widget payload once. Throws a 422 on the `captcha` field with the spec's message
     * when it is missing, forged, wrong, expired or used before.
     */
    async consume(payload: string): Promise<void> {
      const refusal = fieldRefusal('captcha', messages.captchaRequired);
      const parsed = parsePayload(payload);
      if (!parsed || parsed.challenge.parameters.algorithm !== ALGORITHM) throw refusal;
      const result = await verifySolution({
        challenge: parsed.challenge,
        solution: parsed.solution,
        deriveKey,
        hmacSignatureSecret: hmacKey,
      }).catch(() => null);
      if (!result?.verified || !parsed.challenge.signature) throw refusal;

      const expiresAt = new Date((parsed.challenge.parameters.expiresAt ?? 0) * 1000);
      // The primary key makes "used before" atomic across concurrent requests and servers.
      const inserted = await db
        .insert(spentCaptchas)
        .values({ signature: parsed.challenge.signature, expiresAt })
        .onConflictDoNothing()
        .returning({ signature: spentCaptchas.signature });
      if (inserted.length === 0) throw refusal;
    },

    /** Forgets spent payloads whose challenge has expired: they can no longer verify anyway. */
    async pruneSpent(): Promise<void> {
      await db.delete(spentCaptchas).where(lt(spentCaptchas.expiresAt, sql`now()`));
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
