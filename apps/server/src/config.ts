// Environment -> typed config. Fails at start with every bad key listed, so a misconfigured
// deployment never half-starts.
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_BRAND } from '@osce/shared/constants';
import { newPassword } from '@osce/shared/schemas/password';
import { facebookEnvSchema, type FacebookConfig } from './modules/accounts/facebook-config.ts';
import { paymentsEnvSchema, type PaymentsConfig } from './payments/payments-config.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);
const optionalUrl = z.preprocess(emptyAsUndefined, z.url().optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  REDIS_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
      .optional(),
  ),
  PUBLIC_URL: optionalUrl,
  BRAND_NAME: z.string().trim().min(1).max(60).default(DEFAULT_BRAND),
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: z.string().min(3).default('OSCE Studio <no-reply@localhost>'),
  ADMIN_EMAIL: z.email().default('admin@example.com'),
  /** The demo administrator's password on first start; unset, one is generated and logged once. */
  ADMIN_PASSWORD: z.preprocess(emptyAsUndefined, newPassword('must not be empty').optional()),
  CAPTCHA_HMAC_KEY: z.preprocess(emptyAsUndefined, z.string().min(16).optional()),
  /** `required`: every staff login needs a TOTP code, enrolling first (docs/admin.md, 'Second factor'). */
  ADMIN_TOTP: z.preprocess(emptyAsUndefined, z.enum(['optional', 'required']).default('optional')),
  /** Stripe's signing secret of the /api/webhooks/stripe endpoint; unset, the route is off. */
  STRIPE_WEBHOOK_SECRET: z.preprocess(
    emptyAsUndefined,
    z.string().startsWith('whsec_', 'must be a Stripe webhook signing secret (whsec_…)').optional(),
  ),
  /** The PayPal webhook's id (with PAYMENTS=paypal); unset, /api/webhooks/paypal is off. */
  PAYPAL_WEBHOOK_ID: z.preprocess(emptyAsUndefined, z.string().min(1).max(100).optional()),
  /** Proof-of-work cost of a captcha challenge (PBKDF2 iterations per attempt). */
  CAPTCHA_COST: z.coerce.number().int().min(1).max(100_000).default(1000),
  SEED: flag.default(true),
  /**
   * Which proxies' X-Forwarded-For to believe (Fastify's trustProxy): false, a comma-separated
   * list of the proxies' addresses/CIDRs, or true (any sender: only when nothing but the proxy
   * can reach the server). A hop count is refused: Fastify no longer honours one (it cannot tell
   * the proxy from a client that sends the header itself, so it trusts nobody).
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, ctx): boolean | string[] => {
      const value = v.trim();
      if (['', 'false', 'no', 'off', '0'].includes(value)) return false;
      if (['true', 'yes', 'on'].includes(value)) return true;
      const list = value.split(',').map((item) => item.trim());
      if (list.every(isAddressOrCidr)) return list;
      ctx.addIssue({
        code: 'custom',
        message: /^\d+$/.test(value)
          ? "a hop count is not trusted by Fastify: give the proxies' addresses/CIDRs (or true)"
          : 'must be true, false, or a comma-separated list of addresses/CIDRs',
      });
      return z.NEVER;
    }),
  /**
   * How long a request may take to arrive in full, headers and body; past it the answer is 408
   * and the socket is closed (docs/operating.md, the HTTP edge).
   */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(20_000),
  /** Connections open at once from one client address (a class behind one NAT fits); 0: no cap. */
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).max(1_000_000).default(256),
  /** `all` writes a log line for every request; otherwise writes, failures and slow ones. */
  ACCESS_LOG: z.enum(['all', 'default']).default('default'),
  /** Serves /metrics to `Authorization: Bearer <METRICS_TOKEN>`. */
  METRICS_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(16).optional()),
  /** Serves /metrics, unauthenticated, on this separate port (bind it to a private network). */
  METRICS_PORT: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1).max(65535).optional(),
  ),
  /** `auto`: readable lines on a terminal, JSON otherwise; `pretty` or `json` to choose. */
  LOG_FORMAT: z.enum(['auto', 'pretty', 'json']).default('auto'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** PostgreSQL connections this process may open (DATABASE_URL only); several processes add up. */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(500).default(10),
  /** Signed-in sessions whose principal each process keeps in memory (docs/operating.md, caches). */
  PRINCIPAL_CACHE_MAX: z.coerce.number().int().min(0).max(1_000_000).default(50_000),
  /** Members whose ready station list each process keeps (0 turns the cache off). */
  MEMBER_LIST_CACHE_MAX: z.coerce.number().int().min(0).max(1_000_000).default(5_000),
  /** Members whose ready My Stats answers each process keeps (0 turns the cache off). */
  STATS_CACHE_MAX: z.coerce.number().int().min(0).max(1_000_000).default(1_000),
  /** Members whose ready GET /user, /playlists and /groups answers each process keeps, per route (0: off). */
  MEMBER_ANSWER_CACHE_MAX: z.coerce.number().int().min(0).max(1_000_000).default(5_000),
  CONTENT_DIR: z.string().min(1).default(path.join(repoRoot, 'content')),
  WEB_DIST_DIR: z.string().min(1).default(path.join(repoRoot, 'apps/web/dist')),
});

export type Config = z.output<typeof envSchema> & {
  publicUrl: string;
  /** PAYMENTS and the providers' keys (payments/payments-config.ts). */
  payments: PaymentsConfig;
  /** FACEBOOK_APP_ID and FACEBOOK_APP_SECRET; null (social login off) unless both are set. */
  facebook: FacebookConfig | null;
};

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the environment; throws a ConfigError naming every bad key at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  const payments = paymentsEnvSchema.safeParse(env);
  const facebook = facebookEnvSchema.safeParse(env);
  if (!parsed.success || !payments.success || !facebook.success) {
    throw new ConfigError(
      [
        ...(parsed.error?.issues ?? []),
        ...(payments.error?.issues ?? []),
        ...(facebook.error?.issues ?? []),
      ].map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const cfg = parsed.data;
  return {
    ...cfg,
    payments: payments.data,
    facebook: facebook.data,
    DATA_DIR: path.resolve(cfg.DATA_DIR),
    CONTENT_DIR: path.resolve(cfg.CONTENT_DIR),
    WEB_DIST_DIR: path.resolve(cfg.WEB_DIST_DIR),
    publicUrl: (cfg.PUBLIC_URL ?? `http://localhost:${cfg.PORT}`).replace(/\/$/, ''),
  };
}

function isAddressOrCidr(value: string): boolean {
  const [address, bits, ...rest] = value.split('/');
  if (rest.length > 0 || !address) return false;
  const version = isIP(address);
  if (version === 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n <= (version === 4 ? 32 : 128);
}
