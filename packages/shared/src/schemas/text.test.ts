import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { toFieldErrors } from '../validation.ts';
import { contactMessageSchema } from './contact.ts';
import { hasControlCharacters, objectBody, pathParam, safeText } from './text.ts';
import { z } from 'zod';

describe('control characters at the edge', () => {
  it('finds NUL and other control characters, keeping line breaks in multi-line text', () => {
    expect(hasControlCharacters('A\u0000B')).toBe(true);
    expect(hasControlCharacters('bell\u0007')).toBe(true);
    expect(hasControlCharacters('del\u007f')).toBe(true);
    expect(hasControlCharacters('two\nlines')).toBe(true);
    expect(hasControlCharacters('two\r\nlines\tand a tab', true)).toBe(false);
    expect(hasControlCharacters('A\u0000B', true)).toBe(true);
    expect(hasControlCharacters('Zoë Ørsted — naïve café')).toBe(false);
  });

  it('refuses them in text fields with one message, and trims what it accepts', () => {
    const name = safeText({ required: 'Name please', max: 10 });
    expect(name.safeParse('A\u0000B').error?.issues[0]?.message).toBe(messages.controlCharacters);
    expect(name.safeParse('   ').error?.issues[0]?.message).toBe('Name please');
    expect(name.safeParse(undefined).error?.issues[0]?.message).toBe('Name please');
    expect(name.safeParse('x'.repeat(11)).error?.issues[0]?.message).toBe(
      'Please keep this field under 10 characters.',
    );
    expect(name.parse('  Ada ')).toBe('Ada');
  });

  it('refuses them in path parameters', () => {
    expect(pathParam(200).safeParse('home-2\u0000').success).toBe(false);
    expect(pathParam(200).safeParse('').success).toBe(false);
    expect(pathParam(200).safeParse('home-2').success).toBe(true);
  });
});

describe('bodies that are not objects', () => {
  it('reads null, a missing body, an array or a string as an empty object', () => {
    const schema = objectBody(z.object({ a: z.string({ error: 'a please' }) }));
    for (const body of [null, undefined, [], 'text', 42]) {
      expect(schema.safeParse(body).error?.issues[0]?.message).toBe('a please');
    }
  });

  it('gives a null contact body every required-field message', () => {
    for (const body of [null, undefined, ['x']]) {
      const result = contactMessageSchema.safeParse(body);
      expect(result.success).toBe(false);
      expect(toFieldErrors(result.error!).fields).toEqual({
        name: messages.contactNameRequired,
        email: messages.contactEmailRequired,
        enquiry: messages.contactEnquiryRequired,
        message: messages.contactMessageRequired,
        captcha: messages.captchaRequired,
      });
    }
  });

  it('refuses a NUL byte in any contact field', () => {
    const valid = { name: 'Ada', email: 'a@b.co', enquiry: 'x', message: 'y', captcha: 'z' };
    for (const field of ['name', 'email', 'enquiry', 'message', 'captcha'] as const) {
      const result = contactMessageSchema.safeParse({ ...valid, [field]: 'A\u0000B' });
      expect(toFieldErrors(result.error!).fields[field]).toBe(messages.controlCharacters);
    }
  });
});
