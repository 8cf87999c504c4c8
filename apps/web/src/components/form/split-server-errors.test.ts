import { describe, expect, it } from 'vitest';
import { splitServerErrors } from './split-server-errors';

describe('splitServerErrors', () => {
  it('puts field errors on shown fields and the rest above the form', () => {
    const result = splitServerErrors(
      { email: 'Bad email', name: 'Name needed', station_id: 'Unknown station' },
      ['Bad email', 'Name needed', 'Unknown station', 'Try later'],
      ['email', 'enquiry'],
    );
    expect(result.onFields).toEqual([['email', 'Bad email']]);
    expect(result.other).toEqual(['Name needed', 'Unknown station', 'Try later']);
  });

  it('lists a text only once when it is both a field error and in errors[]', () => {
    const result = splitServerErrors({ captcha: 'Robot?' }, ['Robot?'], ['captcha']);
    expect(result).toEqual({ onFields: [['captcha', 'Robot?']], other: [] });
  });
});
