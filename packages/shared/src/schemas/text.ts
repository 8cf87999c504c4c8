// One rule for every text that crosses the API edge: no control characters. A NUL byte cannot be
// stored by PostgreSQL at all, and the others have no business in names, slugs or messages.
// Multi-line fields (a message body) keep tab, line feed and carriage return.
import { z } from 'zod';
import { messages } from '../messages.ts';

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const ANY_CONTROL = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Whether text holds a control character that no single-line field accepts. */
export function hasControlCharacters(text: string, multiLine = false): boolean {
  return (multiLine ? CONTROL_EXCEPT_LINES : ANY_CONTROL).test(text);
}

interface TextOptions {
  /** Message for a missing or blank value; absent means the field may be empty. */
  required?: string;
  max: number;
  multiLine?: boolean;
}

/** A trimmed string without control characters, with the spec's message when required. */
export function safeText({ required, max, multiLine = false }: TextOptions) {
  const base = z
    .string(required ? { error: required } : undefined)
    .refine((v) => !hasControlCharacters(v, multiLine), { error: messages.controlCharacters })
    .transform((v) => v.trim());
  return base.pipe(
    required
      ? z
          .string()
          .min(1, { error: required })
          .max(max, { error: tooLong(max) })
      : z.string().max(max, { error: tooLong(max) }),
  );
}

/** A path parameter (slug, code): non-empty, bounded, no control characters. */
export function pathParam(max: number) {
  return z
    .string()
    .min(1, { error: messages.invalidInput })
    .max(max, { error: tooLong(max) })
    .refine((v) => !hasControlCharacters(v), { error: messages.controlCharacters });
}

/** 'Please keep this field under {max} characters.' */
export function tooLong(max: number): string {
  return messages.textTooLong.replace('{max}', String(max));
}

/**
 * Turns a body that is not a JSON object (absent, null, an array, a string) into an empty object,
 * so the caller is told which fields are missing instead of getting an error about the shape.
 */
export function objectBody<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) => (value !== null && typeof value === 'object' && !Array.isArray(value) ? value : {}),
    schema,
  );
}
