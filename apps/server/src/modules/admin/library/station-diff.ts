// Comparing two versions of a station file's structure (docs/admin.md, 'The library'). The database
// keeps a revision as jsonb, which orders an object's keys its own way, so versions are compared in
// a canonical form (keys sorted), never as they happen to be written.

/** JSON text of `value` with every object's keys sorted: equal exactly when the content is. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

export function sameContent(a: unknown, b: unknown): boolean {
  return canonicalJson(a) === canonicalJson(b);
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * The field paths that differ between two versions, two levels deep at most: 'stem',
 * 'patient_script.role', 'marking_guide.3'; a list that grew or shrank is named once, as
 * 'marking_guide'. Empty when nothing differs (or when there is no version before).
 */
export function changedFields(before: unknown, after: unknown): string[] {
  if (!isObject(before) || !isObject(after)) return [];
  const keys = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  const changed: string[] = [];
  for (const key of keys) {
    const a = before[key];
    const b = after[key];
    if (sameContent(a, b)) continue;
    if (isObject(a) && isObject(b)) {
      const inner = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter(
        (k) => !sameContent(a[k], b[k]),
      );
      changed.push(...inner.map((k) => `${key}.${k}`));
    } else if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) {
      b.forEach((item, i) => {
        if (!sameContent(a[i], item)) changed.push(`${key}.${i}`);
      });
    } else {
      changed.push(key);
    }
  }
  return changed;
}
