// Facebook Login checked by the server (POST /fb_login): the browser hands over the user access
// token Facebook's JS SDK gave it, and we ask Facebook's Graph API whether it is a live token
// issued to our app, and whose it is. The e-mail address comes from Facebook's answer, never from
// the browser. Two GET calls over fetch; no SDK.
import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { FacebookConfig } from './facebook-config.ts';

export type FacebookVerification =
  | { ok: true; email: string | null; providerUserId: string }
  /** invalid: not a live token of our app (or not its user's); unavailable: ask again later. */
  | { ok: false; reason: 'invalid' | 'unavailable' };

export interface FacebookIdentity {
  verify(accessToken: string): Promise<FacebookVerification>;
}

export interface FacebookIdentityOptions extends FacebookConfig {
  /** Where the Graph API is instead: the tests' replay server, nothing else. */
  graphUrl?: string;
  /** Per call; a slower answer counts as Facebook being unavailable. */
  timeoutMs?: number;
  /** Unexpected answers are logged by status and Graph error code only: never a token or URL. */
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

const GRAPH_URL = 'https://graph.facebook.com';
const TIMEOUT_MS = 5000;

// Graph error codes that say "later", not "no": unknown/service errors and the rate limits.
const TRANSIENT_CODES = new Set([1, 2, 4, 17, 32, 341, 613]);
// The access token is invalid, expired or revoked.
const INVALID_TOKEN = 190;

const graphError = z.object({ error: z.object({ code: z.number() }) });

// debug_token answers 200 for a token it cannot vouch for too, with is_valid false.
const debugTokenAnswer = z.object({
  data: z.object({
    is_valid: z.boolean(),
    app_id: z.string().optional(),
    user_id: z.string().optional(),
  }),
});

// /me leaves `email` out when the permission was declined or the account has no usable address.
const meAnswer = z.object({ id: z.string().min(1), email: z.string().optional() });

type Operation = 'debug_token' | 'me';
type Call =
  | { kind: 'answer'; body: unknown }
  | { kind: 'refused'; code: number | undefined }
  | { kind: 'unavailable' };

const INVALID = { ok: false, reason: 'invalid' } as const;
const UNAVAILABLE = { ok: false, reason: 'unavailable' } as const;

export function createFacebookIdentity(options: FacebookIdentityOptions): FacebookIdentity {
  const { appId, appSecret, log } = options;
  const graphUrl = (options.graphUrl ?? GRAPH_URL).replace(/\/$/, '');
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS;

  async function get(operation: Operation, path: string, query: Record<string, string>) {
    const url = `${graphUrl}${path}?${new URLSearchParams(query).toString()}`;
    let response: Response;
    let body: unknown;
    try {
      response = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      body = await response.json();
    } catch (err) {
      // Network failure, timeout or a body that is not JSON. The error's own text may hold the
      // URL, which holds the tokens: only its name and code are logged.
      const cause = (err as { cause?: { code?: unknown } }).cause;
      log?.warn(
        { operation, error: (err as Error).name, code: cause?.code },
        'facebook: no answer',
      );
      return { kind: 'unavailable' } satisfies Call;
    }
    if (response.ok) return { kind: 'answer', body } satisfies Call;
    const code = graphError.safeParse(body).data?.error.code;
    if (response.status >= 500 || response.status === 429 || TRANSIENT_CODES.has(code ?? -1)) {
      log?.warn({ operation, status: response.status, code }, 'facebook: unavailable');
      return { kind: 'unavailable' } satisfies Call;
    }
    return { kind: 'refused', code } satisfies Call;
  }

  return {
    async verify(accessToken) {
      const debug = await get('debug_token', '/debug_token', {
        input_token: accessToken,
        access_token: `${appId}|${appSecret}`,
      });
      if (debug.kind === 'unavailable') return UNAVAILABLE;
      if (debug.kind === 'refused') {
        // 190 here is about our app token, not the user's: the App ID or secret is wrong.
        if (debug.code === INVALID_TOKEN) {
          log?.warn(
            { operation: 'debug_token', code: debug.code },
            'facebook: app credentials refused; check FACEBOOK_APP_ID and FACEBOOK_APP_SECRET',
          );
          return UNAVAILABLE;
        }
        return INVALID;
      }
      const token = debugTokenAnswer.safeParse(debug.body);
      if (!token.success) {
        log?.warn({ operation: 'debug_token' }, 'facebook: unexpected answer');
        return UNAVAILABLE;
      }
      const { is_valid: isValid, app_id: tokenAppId, user_id: userId } = token.data.data;
      // A valid token issued to another app proves nothing to us: anyone running an app can
      // collect its users' tokens.
      if (!isValid || tokenAppId !== appId || !userId) return INVALID;

      const me = await get('me', '/me', {
        fields: 'id,email',
        access_token: accessToken,
        // Proves the call comes from our server; required when the app turns on "Require App
        // Secret", harmless otherwise.
        appsecret_proof: createHmac('sha256', appSecret).update(accessToken).digest('hex'),
      });
      if (me.kind === 'unavailable') return UNAVAILABLE;
      if (me.kind === 'refused') {
        if (me.code === INVALID_TOKEN) return INVALID;
        // The token just passed debug_token: any other refusal is about our call.
        log?.warn({ operation: 'me', code: me.code }, 'facebook: call refused');
        return UNAVAILABLE;
      }
      const person = meAnswer.safeParse(me.body);
      if (!person.success) {
        log?.warn({ operation: 'me' }, 'facebook: unexpected answer');
        return UNAVAILABLE;
      }
      if (person.data.id !== userId) return INVALID;
      const email = person.data.email?.trim();
      return { ok: true, email: email ? email : null, providerUserId: userId };
    },
  };
}
