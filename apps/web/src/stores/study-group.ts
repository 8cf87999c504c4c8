// The group being studied as this device keeps it (localStorage key 'group'): its id and the name
// it is shown by. Read back by hand, like study-filters.ts: the store is part of the app's first
// download, which stays free of zod; a stored value that does not fit is simply dropped.

export interface StudyGroup {
  id: number;
  /** The group's display name: "nickname (CODE)", or the code alone (docs/groups.md, 'Rules'). */
  name: string;
}

/** The stored group, or null when there is none or it cannot be read. */
export function parseStudyGroup(raw: string | null): StudyGroup | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { id, name } = value as Record<string, unknown>;
    if (!Number.isInteger(id) || (id as number) < 1) return null;
    if (typeof name !== 'string' || name.trim() === '') return null;
    return { id: id as number, name };
  } catch {
    return null;
  }
}
