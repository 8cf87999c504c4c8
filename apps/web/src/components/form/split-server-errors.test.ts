import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { splitFailure, splitServerErrors } from './split-server-errors';

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

describe('splitFailure', () => {
  it("splits a refusal's texts between the shown fields and the list", () => {
    const refusal = new ApiError(422, {
      message: 'Bad email',
      errors: ['Bad email', 'Unknown station'],
      fields: { email: 'Bad email', station_id: 'Unknown station' },
    });
    expect(splitFailure(refusal, ['email'])).toEqual({
      onFields: [['email', 'Bad email']],
      other: ['Unknown station'],
    });
  });

  it("lists the error's own message when it carries no texts", () => {
    expect(splitFailure(new ApiError(500, { message: 'Try later' }), ['email'])).toEqual({
      onFields: [],
      other: ['Try later'],
    });
    expect(splitFailure(new Error('Offline'), ['email'])).toEqual({
      onFields: [],
      other: ['Offline'],
    });
  });
});
