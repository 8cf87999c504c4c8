// Editing a whole list that is saved at once (FAQs, tutorial slides; docs/admin.md, 'Content and
// terms'): one item replaced, added, removed or moved, the list otherwise as it was.

/** The list with item `index` replaced; index null (a new item) appends it. */
export function putAt<T>(list: readonly T[], index: number | null, item: T): T[] {
  if (index === null || index < 0 || index >= list.length) return [...list, item];
  return list.map((x, i) => (i === index ? item : x));
}

export function removeAt<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}

/** The list with item `index` moved one place up (-1) or down (+1); unchanged at either end. */
export function move<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(to, 0, item as T);
  return next;
}
