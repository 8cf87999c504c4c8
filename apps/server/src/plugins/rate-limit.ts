// Rate limits for anything that sends e-mail, checks a secret or charges money. A route declares
// its budget in `config.rateLimit`; the check runs after the body is validated, so a submission
// refused for its input uses nothing. Budgets are per account when the caller is signed in and
// per address otherwise, sized for a class of students behind one NAT address: the captcha, not
// the address, is what stops robots.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '@osce/shared/messages';
import type { RateLimiter, RateLimitWindow } from '../lib/rate-limiter.ts';

export interface RouteRateLimit {
  /** Names the budget; routes that share a name share the counters. */
  name: string;
  perAddress: RateLimitWindow;
  /** Budget of a signed-in caller; defaults to perAddress. */
  perAccount?: RateLimitWindow;
  /**
   * A further budget keyed by what the request names (the username of a login), counted whatever
   * the address: guessing one account's password from many addresses is stopped too.
   */
  perKey?: { key: (body: unknown) => string | null; window: RateLimitWindow };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    rateLimit?: RouteRateLimit;
  }
}

export const HOUR_MS = 60 * 60 * 1000;
export const MINUTE_MS = 60 * 1000;

/** Who is counted: the account when known, else the client address (see TRUST_PROXY). */
export function rateLimitSubject(request: FastifyRequest): string {
  // `request.user` is set by the auth scopes (plugins/auth.ts) and null elsewhere.
  return request.user ? `user:${request.user.id}` : `addr:${request.ip}`;
}

export function registerRateLimits(app: FastifyInstance, limiter: RateLimiter | null): void {
  if (!limiter) return;
  app.addHook('onRoute', (route) => {
    const rule = route.config?.rateLimit;
    if (!rule) return;
    const check = async (request: FastifyRequest, reply: FastifyReply) => {
      const subject = rateLimitSubject(request);
      const window = subject.startsWith('user:')
        ? (rule.perAccount ?? rule.perAddress)
        : rule.perAddress;
      let verdict = await limiter.consume(`${rule.name}:${subject}`, window);
      const key = verdict.allowed ? rule.perKey?.key(request.body) : null;
      if (key) verdict = await limiter.consume(`${rule.name}:${key}`, rule.perKey!.window);
      if (verdict.allowed) return;
      return reply
        .status(429)
        .header('retry-after', Math.ceil(verdict.retryAfterMs / 1000))
        .send({ success: false, message: messages.tooManyRequests });
    };
    const existing = route.preHandler;
    route.preHandler = existing === undefined ? [check] : [...[existing].flat(), check];
  });
}
