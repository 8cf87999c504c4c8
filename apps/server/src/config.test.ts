import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults for a laptop', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      BRAND_NAME: 'OSCE Studio',
      SEED: true,
      payments: { card: { provider: 'sandbox' }, paypal: { provider: 'sandbox' } },
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toMatch(/data$/);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.CAPTCHA_HMAC_KEY).toBeUndefined();
    expect(config.TRUST_PROXY).toBe(false);
    expect(config.ACCESS_LOG).toBe('default');
  });

  it('lists every bad key at once', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        SEED: 'maybe',
        ADMIN_EMAIL: 'nope',
        SMTP_URL: 'http://x',
      });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const keys = (error as ConfigError).problems.map((p) => p.split(':')[0]);
    expect(keys.sort()).toEqual(['ADMIN_EMAIL', 'DATABASE_URL', 'PORT', 'SEED', 'SMTP_URL']);
  });

  it('treats empty optional values as unset', () => {
    expect(
      loadConfig({ DATABASE_URL: '', REDIS_URL: '', SMTP_URL: '' }).DATABASE_URL,
    ).toBeUndefined();
  });

  it('reads TRUST_PROXY as Fastify takes it: a flag or a list of addresses', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(() => loadConfig({ TRUST_PROXY: '2' })).toThrow(/hop count/);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1, ::1' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'my-proxy' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });

  it('holds ADMIN_PASSWORD to the password rules', () => {
    expect(() => loadConfig({ ADMIN_PASSWORD: 'weak' })).toThrow(/ADMIN_PASSWORD/);
    expect(loadConfig({ ADMIN_PASSWORD: 'Strong-Pass1' }).ADMIN_PASSWORD).toBe('Strong-Pass1');
    expect(loadConfig({ ADMIN_PASSWORD: '' }).ADMIN_PASSWORD).toBeUndefined();
  });

  it('checks the metrics settings', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(loadConfig({ METRICS_PORT: '9100' }).METRICS_PORT).toBe(9100);
    expect(() => loadConfig({ ACCESS_LOG: 'some' })).toThrow(/ACCESS_LOG/);
  });

  describe('PAYMENTS', () => {
    const stripeKeys = {
      STRIPE_SECRET_KEY: 'sk_test_51Secret000000000000',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_51Public000000000000',
    };
    const paypalKeys = { PAYPAL_CLIENT_ID: 'AYpaypal-client-id', PAYPAL_CLIENT_SECRET: 'ELsecret' };
    const problems = (env: Record<string, string>): string[] => {
      try {
        loadConfig(env);
      } catch (err) {
        if (err instanceof ConfigError) return err.problems;
        throw err;
      }
      return [];
    };

    it('is sandbox for both cards and PayPal by default, or when asked for', () => {
      const sandbox = { card: { provider: 'sandbox' }, paypal: { provider: 'sandbox' } };
      expect(loadConfig({ PAYMENTS: '' }).payments).toEqual(sandbox);
      expect(loadConfig({ PAYMENTS: 'sandbox', ...stripeKeys }).payments).toEqual(sandbox);
    });

    it('takes stripe and paypal together, with their keys', () => {
      expect(
        loadConfig({ PAYMENTS: 'stripe, PayPal', ...stripeKeys, ...paypalKeys }).payments,
      ).toEqual({
        card: {
          provider: 'stripe',
          secretKey: 'sk_test_51Secret000000000000',
          publishableKey: 'pk_test_51Public000000000000',
        },
        paypal: {
          provider: 'paypal',
          clientId: 'AYpaypal-client-id',
          clientSecret: 'ELsecret',
          environment: 'sandbox',
        },
      });
    });

    it('turns off the provider not named', () => {
      expect(loadConfig({ PAYMENTS: 'stripe', ...stripeKeys, ...paypalKeys }).payments.paypal).toBe(
        null,
      );
      const paypalOnly = loadConfig({
        PAYMENTS: 'paypal',
        ...paypalKeys,
        PAYPAL_ENVIRONMENT: 'live',
      }).payments;
      expect(paypalOnly.card).toBeNull();
      expect(paypalOnly.paypal).toMatchObject({ provider: 'paypal', environment: 'live' });
    });

    it('names every missing key of the providers chosen, and no value', () => {
      const found = problems({ PAYMENTS: 'stripe,paypal', PAYPAL_CLIENT_SECRET: 'ELsecret' });
      expect(found.map((p) => p.split(':')[0]).sort()).toEqual([
        'PAYPAL_CLIENT_ID',
        'STRIPE_PUBLISHABLE_KEY',
        'STRIPE_SECRET_KEY',
      ]);
      expect(found.join('\n')).not.toContain('ELsecret');
    });

    it('lists payment problems together with the other bad keys', () => {
      const found = problems({ PORT: 'eighty', PAYMENTS: 'paypal' });
      expect(found.map((p) => p.split(':')[0]).sort()).toEqual([
        'PAYPAL_CLIENT_ID',
        'PAYPAL_CLIENT_SECRET',
        'PORT',
      ]);
    });

    it('refuses unknown providers and sandbox mixed with real ones', () => {
      expect(problems({ PAYMENTS: 'braintree' })).toEqual([
        'PAYMENTS: must be sandbox, or stripe and/or paypal (comma-separated); unknown: braintree',
      ]);
      expect(problems({ PAYMENTS: ' , ' })).toHaveLength(1);
      expect(problems({ PAYMENTS: 'sandbox,stripe', ...stripeKeys })).toEqual([
        'PAYMENTS: sandbox cannot be combined with stripe or paypal',
      ]);
      expect(problems({ PAYPAL_ENVIRONMENT: 'production' })).toEqual([
        'PAYPAL_ENVIRONMENT: must be sandbox or live',
      ]);
    });

    it('refuses Stripe keys swapped or from different modes, without echoing them', () => {
      const swapped = problems({
        PAYMENTS: 'stripe',
        STRIPE_SECRET_KEY: stripeKeys.STRIPE_PUBLISHABLE_KEY,
        STRIPE_PUBLISHABLE_KEY: stripeKeys.STRIPE_SECRET_KEY,
      });
      expect(swapped.map((p) => p.split(':')[0]).sort()).toEqual([
        'STRIPE_PUBLISHABLE_KEY',
        'STRIPE_SECRET_KEY',
      ]);
      expect(swapped.join('\n')).not.toMatch(/51Secret|51Public/);
      expect(
        problems({ PAYMENTS: 'stripe', ...stripeKeys, STRIPE_PUBLISHABLE_KEY: 'pk_live_51Public' }),
      ).toEqual(['STRIPE_PUBLISHABLE_KEY: is a live key but STRIPE_SECRET_KEY is a test key']);
      expect(
        loadConfig({ PAYMENTS: 'stripe', ...stripeKeys, STRIPE_SECRET_KEY: 'rk_test_51Restricted' })
          .payments.card,
      ).toMatchObject({ provider: 'stripe', secretKey: 'rk_test_51Restricted' });
    });
  });
});
