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
    expect(config.captchaKeyIsEphemeral).toBe(true);
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
});
