// The texts a form shows under its fields, from the shared zod schema of the whole form (one rule,
// one message: packages/shared), so a form and the server answer alike.
import type { z } from 'zod';
import { toFieldErrors } from '@osce/shared/validation';

export type FieldErrorTexts<F extends string> = Partial<Record<F, string>>;

/** The first error of each of `fields` when the whole input is checked (absent: the field passes). */
export function schemaErrors<F extends string>(
  schema: z.ZodType,
  input: unknown,
  fields: readonly F[],
): FieldErrorTexts<F> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const all = toFieldErrors(result.error).fields;
  const errors: FieldErrorTexts<F> = {};
  for (const field of fields) if (all[field]) errors[field] = all[field];
  return errors;
}

/** The errors after `field` was checked again: its new text, or none. */
export function withFieldError<F extends string>(
  errors: FieldErrorTexts<F>,
  field: F,
  text: string | undefined,
): FieldErrorTexts<F> {
  if (errors[field] === text) return errors;
  const next = { ...errors };
  if (text) next[field] = text;
  else delete next[field];
  return next;
}

/** Whether any of the shown fields has an error (the submit button is disabled meanwhile). */
export function hasShownErrors<F extends string>(
  errors: FieldErrorTexts<F>,
  shownFields: readonly F[],
): boolean {
  return shownFields.some((field) => Boolean(errors[field]));
}
