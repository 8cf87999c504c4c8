// Turns a zod failure into the API's 422 shape, and lets a form ask for one field's first error,
// so the form and the server show the same text for the same rule.
import type { z } from 'zod';

export interface FieldErrors {
  message: string;
  errors: string[];
  fields: Record<string, string>;
}

/** The first message per field, in the order the schema declares them. */
export function toFieldErrors(error: z.ZodError): FieldErrors {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    if (!(key in fields)) fields[key] = issue.message;
  }
  const errors = Object.values(fields);
  return { message: errors[0] ?? 'Invalid input', errors, fields };
}

/** The first error of one field when the whole form is checked, or undefined when it passes. */
export function fieldError(schema: z.ZodType, values: unknown, field: string): string | undefined {
  const result = schema.safeParse(values);
  if (result.success) return undefined;
  return toFieldErrors(result.error).fields[field];
}
