// The start-up warning that the log holds account links and the admin password (D14).
import { describe, expect, it } from 'vitest';
import { isLocalAddress, secretsInLogWarning } from './secrets-in-log-warning.ts';

describe('secretsInLogWarning', () => {
  it('warns when the server is reachable by others and mail is not sent by SMTP', () => {
    for (const publicUrl of ['https://osce.example.org', 'http://10.0.0.5:3000', 'http://a.b']) {
      const warning = secretsInLogWarning({ publicUrl });
      expect(warning, publicUrl).toContain('SMTP_URL is not set');
      expect(warning).toContain(publicUrl);
      expect(warning).toContain('password-reset links');
      expect(warning).toContain('administrator password');
    }
  });

  it('says nothing with SMTP_URL set, or on localhost', () => {
    expect(
      secretsInLogWarning({ publicUrl: 'https://osce.example.org', SMTP_URL: 'smtp://mail:25' }),
    ).toBeNull();
    for (const publicUrl of [
      'http://localhost:3000',
      'http://127.0.0.1:8080',
      'http://[::1]:3000',
      'http://osce.localhost',
    ]) {
      expect(secretsInLogWarning({ publicUrl }), publicUrl).toBeNull();
    }
  });

  it('does not take a look-alike host for localhost', () => {
    expect(isLocalAddress('http://localhost.example.com')).toBe(false);
    expect(isLocalAddress('not a url')).toBe(false);
  });
});
