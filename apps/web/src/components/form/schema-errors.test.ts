import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hasShownErrors, schemaErrors, withFieldError } from './schema-errors';

const schema = z.object({
  name: z.string().min(1, { error: 'Name please' }),
  email: z.email({ error: 'Bad email' }),
  note: z.string().optional(),
});

describe('schemaErrors', () => {
  it('gives the first text of each asked field, and none for fields that pass', () => {
    expect(schemaErrors(schema, { name: '', email: 'x' }, ['name', 'email', 'note'])).toEqual({
      name: 'Name please',
      email: 'Bad email',
    });
    expect(schemaErrors(schema, { name: '', email: 'x' }, ['email'])).toEqual({
      email: 'Bad email',
    });
    expect(schemaErrors(schema, { name: 'Ada', email: 'ada@example.com' }, ['name'])).toEqual({});
  });
});

describe('withFieldError', () => {
  it('sets, replaces and removes one field text, keeping the same object when nothing changes', () => {
    const errors = { name: 'Name please' };
    expect(withFieldError(errors, 'name', 'Name please')).toBe(errors);
    expect(withFieldError<string>(errors, 'email', 'Bad email')).toEqual({
      name: 'Name please',
      email: 'Bad email',
    });
    expect(withFieldError(errors, 'name', undefined)).toEqual({});
  });
});

describe('hasShownErrors', () => {
  it('counts only the fields on screen', () => {
    expect(hasShownErrors({ issue_type: 'Pick one' }, ['name', 'issue_type'])).toBe(true);
    expect(hasShownErrors<string>({ issue_type: 'Pick one' }, ['name'])).toBe(false);
  });
});
