// FACEBOOK_APP_ID and FACEBOOK_APP_SECRET: both or neither, checked at start, the secret never in
// a message.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { FACEBOOK_APP_ID, FACEBOOK_APP_SECRET } from './facebook-fixtures.ts';

const problems = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
};

describe('social login configuration', () => {
  it('is off by default, and when both keys are empty', () => {
    expect(loadConfig({}).facebook).toBeNull();
    expect(loadConfig({ FACEBOOK_APP_ID: '', FACEBOOK_APP_SECRET: ' ' }).facebook).toBeNull();
  });

  it('is on with both keys', () => {
    expect(
      loadConfig({ FACEBOOK_APP_ID: FACEBOOK_APP_ID, FACEBOOK_APP_SECRET: FACEBOOK_APP_SECRET })
        .facebook,
    ).toEqual({ appId: FACEBOOK_APP_ID, appSecret: FACEBOOK_APP_SECRET });
  });

  it('names the missing key when only one is set, and never shows the secret', () => {
    expect(problems({ FACEBOOK_APP_ID })).toEqual([
      'FACEBOOK_APP_SECRET: required when FACEBOOK_APP_ID is set',
    ]);
    const found = problems({ FACEBOOK_APP_SECRET });
    expect(found).toEqual(['FACEBOOK_APP_ID: required when FACEBOOK_APP_SECRET is set']);
    expect(found.join('\n')).not.toContain(FACEBOOK_APP_SECRET);
  });

  it('refuses keys of the wrong form (or the two swapped) without echoing them', () => {
    const found = problems({
      FACEBOOK_APP_ID: FACEBOOK_APP_SECRET,
      FACEBOOK_APP_SECRET: FACEBOOK_APP_ID,
    });
    expect(found.map((p) => p.split(':')[0]).sort()).toEqual([
      'FACEBOOK_APP_ID',
      'FACEBOOK_APP_SECRET',
    ]);
    expect(found.join('\n')).not.toContain(FACEBOOK_APP_SECRET);
  });

  it('is listed together with the other bad keys', () => {
    expect(
      problems({ PORT: 'eighty', FACEBOOK_APP_ID })
        .map((p) => p.split(':')[0])
        .sort(),
    ).toEqual(['FACEBOOK_APP_SECRET', 'PORT']);
  });
});
