// Who is in a group, with the card each member shows (name, avatar), kept per process so that a
// member entering their group's room costs no database query once the group's roster is here: the
// first member of a group to join on this process loads it (one query for the whole group, shared
// by everyone joining at that moment), the others find it. It is kept exact by the events that
// change it (docs/architecture.md, 'Realtime'): `groups.membership_changed` drops the group's
// roster, `auth.principal_changed` (names, username, avatar) every roster holding that member. A
// member missing from a roster is looked up again once before being refused, so a join on
// another process whose event has not arrived yet is not refused. While the event link between
// processes is down (`coherence`), nothing is kept: every join reads the database.
import type { MemberCard } from './member-card.ts';

/** What the cache asks before keeping anything (lib/event-bridge.ts's Coherence). */
export interface RosterCoherence {
  isLive(): boolean;
  onReset(fn: () => void): () => void;
}

type Roster = Map<number, MemberCard>;

interface Entry {
  roster: Promise<Roster>;
  /** Set once loaded: which members it holds (for dropping by member). */
  members: Set<number> | null;
}

/** Groups whose roster is kept; the least recently used goes first past this. */
export const ROSTER_GROUPS_MAX = 2000;

export function createGroupRosters(deps: {
  load(groupId: number): Promise<Roster>;
  coherence: RosterCoherence;
  max?: number;
}) {
  const max = deps.max ?? ROSTER_GROUPS_MAX;
  const entries = new Map<number, Entry>();

  function fresh(groupId: number): Promise<Roster> {
    if (!deps.coherence.isLive()) return deps.load(groupId);
    const entry: Entry = { roster: deps.load(groupId), members: null };
    entries.set(groupId, entry);
    if (entries.size > max) entries.delete(entries.keys().next().value as number);
    entry.roster.then(
      (roster) => {
        entry.members = new Set(roster.keys());
      },
      () => {
        // A failed load is not kept: the next join tries again.
        if (entries.get(groupId) === entry) entries.delete(groupId);
      },
    );
    // An invalidation while loading removes the entry: what it loads then serves only the joins
    // that asked before the change, and is not kept (the fill race).
    return entry.roster;
  }

  function rosterOf(groupId: number): Promise<Roster> {
    const entry = entries.get(groupId);
    if (!entry) return fresh(groupId);
    // Most recently used last, so the oldest is first to go.
    entries.delete(groupId);
    entries.set(groupId, entry);
    return entry.roster;
  }

  deps.coherence.onReset(() => entries.clear());

  return {
    /** The member's card in the group, or null when they are not one of its members. */
    async cardIn(userId: number, groupId: number): Promise<MemberCard | null> {
      const card = (await rosterOf(groupId)).get(userId);
      if (card) return card;
      entries.delete(groupId);
      return (await fresh(groupId)).get(userId) ?? null;
    },

    /** A member joined or left the group, or it was deleted. */
    forgetGroup(groupId: number): void {
      entries.delete(groupId);
    },

    /** The member's name, username or avatar changed: every roster showing them is stale. */
    forgetMember(userId: number): void {
      for (const [groupId, entry] of entries) {
        // A roster still loading may have read the old card: dropped too.
        if (!entry.members || entry.members.has(userId)) entries.delete(groupId);
      }
    },

    /** Groups whose roster is kept now (tests). */
    size: () => entries.size,
  };
}

export type GroupRosters = ReturnType<typeof createGroupRosters>;
