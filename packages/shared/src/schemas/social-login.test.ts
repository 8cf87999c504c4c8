import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { toFieldErrors } from '../validation.ts';
import { SOCIAL_TOKEN_MAX_LENGTH, socialLoginSchema } from './social-login.ts';

const fields = (value: unknown) => {
  const result = socialLoginSchema.safeParse(value);
  return result.error ? toFieldErrors(result.error).fields : {};
};

describe('the social login body', () => {
  it('keeps the token and the clearing flag, and drops anything that claims an identity', () => {
    expect(
      socialLoginSchema.parse({ access_token: ' EAAtoken ', email: 'someone@example.test' }),
    ).toEqual({ access_token: 'EAAtoken', clear_other_sessions: false });
    expect(
      socialLoginSchema.parse({ access_token: 'EAAtoken', clear_other_sessions: true }),
    ).toEqual({ access_token: 'EAAtoken', clear_other_sessions: true });
  });

  it('refuses a missing, blank, overlong or control-character token, and a flag that is not one', () => {
    expect(fields(null)).toEqual({ access_token: messages.socialLoginFailed });
    expect(fields({ access_token: '  ' })).toEqual({ access_token: messages.socialLoginFailed });
    expect(fields({ access_token: 'x'.repeat(SOCIAL_TOKEN_MAX_LENGTH + 1) })).toEqual({
      access_token: `Please keep this field under ${SOCIAL_TOKEN_MAX_LENGTH} characters.`,
    });
    expect(fields({ access_token: 'EAA\u0000' })).toEqual({
      access_token: messages.controlCharacters,
    });
    expect(Object.keys(fields({ access_token: 'EAA', clear_other_sessions: 'yes' }))).toEqual([
      'clear_other_sessions',
    ]);
  });
});
