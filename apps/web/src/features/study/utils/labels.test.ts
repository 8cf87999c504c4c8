import { describe, expect, it } from 'vitest';
import { messages } from '@osce/shared/messages';
import { STATUS_FILTERS } from '@osce/shared/schemas/study';
import { withValues } from '../../../lib/with-values';
import { statusFilterLabel } from './labels';

describe('statusFilterLabel', () => {
  it('gives every status choice a readable label', () => {
    expect(STATUS_FILTERS.map(statusFilterLabel)).toEqual([
      'Starred',
      'Not Attempted',
      'Incomplete',
      'Complete',
      'Attempt Again',
    ]);
  });
});

describe('withValues', () => {
  it('fills each placeholder and leaves unknown ones as they are', () => {
    expect(withValues(messages.studyStartStation, { number: 12 })).toBe('Start station 12');
    expect(withValues('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
});
