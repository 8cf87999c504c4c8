import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults for a laptop', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      BRAND_NAME: 'OSCE Studio',
      SEED: true,
      PAYMENTS: 'sandbox',
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
});
