// An entry's before and after as a readable diff (docs/admin.md, 'Audit', the screen): one row
// per field, marked added, removed, changed or the same; values as JSON. A before or after that is
// not an object (a value, or null) is compared as one field named '(value)'.

export type DiffKind = 'added' | 'removed' | 'changed' | 'same';

export interface DiffRow {
  field: string;
  kind: DiffKind;
  before: string | null;
  after: string | null;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/** JSON, indented when it spans more than a short line. */
export function showValue(value: unknown): string {
  const flat = JSON.stringify(value);
  if (flat === undefined) return 'null';
  return flat.length > 60 ? JSON.stringify(value, null, 2) : flat;
}

export function auditDiff(before: unknown, after: unknown): DiffRow[] {
  const b = before ?? null;
  const a = after ?? null;
  if (!isRecord(b) && !isRecord(a)) {
    if (b === null && a === null) return [];
    return [row('(value)', b === null ? undefined : b, a === null ? undefined : a)];
  }
  const left = isRecord(b) ? b : {};
  const right = isRecord(a) ? a : {};
  const fields = [...new Set([...Object.keys(left), ...Object.keys(right)])];
  return fields.map((field) =>
    row(field, field in left ? left[field] : undefined, field in right ? right[field] : undefined),
  );
}

function row(field: string, before: unknown, after: unknown): DiffRow {
  const shownBefore = before === undefined ? null : showValue(before);
  const shownAfter = after === undefined ? null : showValue(after);
  const kind: DiffKind =
    before === undefined
      ? 'added'
      : after === undefined
        ? 'removed'
        : JSON.stringify(before) === JSON.stringify(after)
          ? 'same'
          : 'changed';
  return { field, kind, before: shownBefore, after: shownAfter };
}
