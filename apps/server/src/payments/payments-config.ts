// The payments part of the environment. PAYMENTS names the providers, comma-separated: `sandbox`
// (the default: sandbox card and sandbox PayPal, no network), or `stripe` and/or `paypal`, each
// needing its keys. A provider not named is off (its widget hidden). Every problem is reported at
// once, by key, and never with the value: these are secrets.
import { z } from 'zod';

export interface PaymentsConfig {
  card:
    | { provider: 'sandbox' }
    | {
        provider: 'stripe';
        secretKey: string;
        publishableKey: string;
        /** STRIPE_API_BASE_URL: where Stripe's API is, when not https://api.stripe.com. */
        apiBaseUrl?: string;
      }
    | null;
  paypal:
    | { provider: 'sandbox' }
    | {
        provider: 'paypal';
        clientId: string;
        clientSecret: string;
        environment: 'sandbox' | 'live';
      }
    | null;
}

const PROVIDERS = ['sandbox', 'stripe', 'paypal'] as const;
type Provider = (typeof PROVIDERS)[number];

const optionalText = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.string().trim().optional(),
);

export const paymentsEnvSchema = z
  .object({
    PAYMENTS: optionalText,
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_PUBLISHABLE_KEY: optionalText,
    STRIPE_API_BASE_URL: optionalText,
    PAYPAL_CLIENT_ID: optionalText,
    PAYPAL_CLIENT_SECRET: optionalText,
    PAYPAL_ENVIRONMENT: optionalText,
  })
  .transform((env, ctx): PaymentsConfig => {
    const problem = (key: keyof typeof env, message: string) =>
      ctx.addIssue({ code: 'custom', path: [key], message });
    const named = (env.PAYMENTS ?? 'sandbox')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean);
    const unknown = named.filter((name) => !(PROVIDERS as readonly string[]).includes(name));
    if (named.length === 0 || unknown.length > 0) {
      problem(
        'PAYMENTS',
        `must be sandbox, or stripe and/or paypal (comma-separated)${unknown.length ? `; unknown: ${unknown.join(', ')}` : ''}`,
      );
    }
    const chosen = new Set(named as Provider[]);
    if (chosen.has('sandbox') && chosen.size > 1) {
      problem('PAYMENTS', 'sandbox cannot be combined with stripe or paypal');
    }
    if (env.PAYPAL_ENVIRONMENT && !['sandbox', 'live'].includes(env.PAYPAL_ENVIRONMENT)) {
      problem('PAYPAL_ENVIRONMENT', 'must be sandbox or live');
    }

    let card: PaymentsConfig['card'] = null;
    if (chosen.has('stripe')) {
      const secretKey = env.STRIPE_SECRET_KEY;
      const publishableKey = env.STRIPE_PUBLISHABLE_KEY;
      const secretMode = secretKey && /^[sr]k_(test|live)_/.exec(secretKey)?.[1];
      // The publishable key is sent to every browser: a secret key put here by mistake must stop
      // the start, not leak.
      const publishableMode = publishableKey && /^pk_(test|live)_/.exec(publishableKey)?.[1];
      if (!secretKey) problem('STRIPE_SECRET_KEY', 'required when PAYMENTS includes stripe');
      else if (!secretMode) {
        problem('STRIPE_SECRET_KEY', 'must be a Stripe secret key (sk_live_…, sk_test_… or rk_…)');
      }
      if (!publishableKey) {
        problem('STRIPE_PUBLISHABLE_KEY', 'required when PAYMENTS includes stripe');
      } else if (!publishableMode) {
        problem(
          'STRIPE_PUBLISHABLE_KEY',
          'must be a Stripe publishable key (pk_live_… or pk_test_…)',
        );
      }
      if (secretMode && publishableMode && secretMode !== publishableMode) {
        problem(
          'STRIPE_PUBLISHABLE_KEY',
          `is a ${publishableMode} key but STRIPE_SECRET_KEY is a ${secretMode} key`,
        );
      }
      // Another address for Stripe's API (a proxy, or `npm run bench`'s slow fake provider). The
      // secret key travels with every call: plain http only to this machine.
      const apiBaseUrl = env.STRIPE_API_BASE_URL;
      if (apiBaseUrl !== undefined && !isStripeApiBase(apiBaseUrl)) {
        problem(
          'STRIPE_API_BASE_URL',
          'must be an https:// URL, or http:// on 127.0.0.1 or localhost, with no path',
        );
      }
      if (secretKey && publishableKey) {
        card = {
          provider: 'stripe',
          secretKey,
          publishableKey,
          ...(apiBaseUrl && { apiBaseUrl }),
        };
      }
    } else if (chosen.has('sandbox')) {
      card = { provider: 'sandbox' };
    }

    let paypal: PaymentsConfig['paypal'] = null;
    if (chosen.has('paypal')) {
      const { PAYPAL_CLIENT_ID: clientId, PAYPAL_CLIENT_SECRET: clientSecret } = env;
      if (!clientId) problem('PAYPAL_CLIENT_ID', 'required when PAYMENTS includes paypal');
      if (!clientSecret) problem('PAYPAL_CLIENT_SECRET', 'required when PAYMENTS includes paypal');
      if (clientId && clientSecret) {
        const environment = env.PAYPAL_ENVIRONMENT === 'live' ? 'live' : 'sandbox';
        paypal = { provider: 'paypal', clientId, clientSecret, environment };
      }
    } else if (chosen.has('sandbox')) {
      paypal = { provider: 'sandbox' };
    }
    return { card, paypal };
  });

function isStripeApiBase(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  return (
    (url.protocol === 'https:' || (url.protocol === 'http:' && loopback)) &&
    url.pathname === '/' &&
    !url.search &&
    !url.username
  );
}
