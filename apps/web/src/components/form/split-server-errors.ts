// A refused submission (422) carries `fields` (one text per field) and `errors` (every text). The
// texts of fields the form shows go under those fields; the rest (hidden fields, rules across
// fields, anything else) go in the list above the form.
import { isApiError } from '../../lib/api-client';

export interface SplitServerErrors<F extends string> {
  onFields: [F, string][];
  other: string[];
}

export function splitServerErrors<F extends string>(
  fields: Record<string, string>,
  errors: string[],
  shownFields: readonly F[],
): SplitServerErrors<F> {
  const onFields: [F, string][] = [];
  const other: string[] = [];
  for (const [name, text] of Object.entries(fields)) {
    if ((shownFields as readonly string[]).includes(name)) onFields.push([name as F, text]);
    else other.push(text);
  }
  for (const text of errors) {
    if (!onFields.some(([, shown]) => shown === text) && !other.includes(text)) other.push(text);
  }
  return { onFields, other };
}

/**
 * A failed call's texts for a form: a refusal's split as above, or, when it carries none (a
 * network or server failure), the error's own message above the form.
 */
export function splitFailure<F extends string>(
  error: Error,
  shownFields: readonly F[],
): SplitServerErrors<F> {
  const split: SplitServerErrors<F> = isApiError(error)
    ? splitServerErrors(error.fields, error.errors, shownFields)
    : { onFields: [], other: [] };
  if (split.onFields.length === 0 && split.other.length === 0) split.other.push(error.message);
  return split;
}
