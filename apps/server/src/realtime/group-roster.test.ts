// The per-process group rosters: one load for everyone joining a group at once, nothing kept that
// was loaded across a change (the fill race), a missing member looked up again once, and nothing
// kept while the event link is down.
import { describe, expect, it } from 'vitest';
import { createGroupRosters, type RosterCoherence } from './group-roster.ts';
import type { MemberCard } from './member-card.ts';

const card = (name: string): MemberCard => ({ name, avatar: null });

/** A database stand-in: each load answers the group's members as they are when it resolves. */
function fakeDb() {
  const groups = new Map<number, Map<number, MemberCard>>();
  const pending: (() => void)[] = [];
  let loads = 0;
  let held = false;
  return {
    groups,
    loads: () => loads,
    hold: () => {
      held = true;
    },
    release: () => {
      held = false;
      pending.splice(0).forEach((go) => go());
    },
    load(groupId: number): Promise<Map<number, MemberCard>> {
      loads += 1;
      const read = () => new Map(groups.get(groupId) ?? []);
      if (!held) return Promise.resolve(read());
      // Read at the start, answered later: what a query begun before a change returns.
      const snapshot = read();
      return new Promise((resolve) => pending.push(() => resolve(snapshot)));
    },
  };
}

function coherence(live = true) {
  const resets: (() => void)[] = [];
  const c: RosterCoherence & { live: boolean; reset(): void } = {
    live,
    isLive: () => c.live,
    onReset: (fn) => {
      resets.push(fn);
      return () => undefined;
    },
    reset: () => resets.forEach((fn) => fn()),
  };
  return c;
}

describe('group rosters', () => {
  it('loads a group once for everyone joining it at the same moment', async () => {
    const db = fakeDb();
    db.groups.set(1, new Map([1, 2, 3].map((uid) => [uid, card(`m${uid}`)])));
    const rosters = createGroupRosters({ load: (g) => db.load(g), coherence: coherence() });
    const cards = await Promise.all([1, 2, 3].map((uid) => rosters.cardIn(uid, 1)));
    expect(cards.map((c) => c?.name)).toEqual(['m1', 'm2', 'm3']);
    expect(db.loads()).toBe(1);
  });

  it('looks a missing member up again once (a join made elsewhere), then refuses', async () => {
    const db = fakeDb();
    db.groups.set(1, new Map([[1, card('a')]]));
    const rosters = createGroupRosters({ load: (g) => db.load(g), coherence: coherence() });
    await rosters.cardIn(1, 1);
    db.groups.get(1)!.set(2, card('b'));
    expect((await rosters.cardIn(2, 1))?.name).toBe('b');
    expect(await rosters.cardIn(9, 1)).toBeNull();
    expect(db.loads()).toBe(3);
  });

  it('keeps nothing loaded across a change, and the next join reads the change', async () => {
    const db = fakeDb();
    db.groups.set(1, new Map([[1, card('old name')]]));
    const rosters = createGroupRosters({ load: (g) => db.load(g), coherence: coherence() });
    db.hold();
    const early = rosters.cardIn(1, 1);
    // The rename commits and is announced while the load is under way.
    db.groups.set(1, new Map([[1, card('new name')]]));
    rosters.forgetMember(1);
    db.release();
    expect((await early)?.name).toBe('old name');
    expect((await rosters.cardIn(1, 1))?.name).toBe('new name');
  });

  it('drops a group on a membership change and every roster with a renamed member', async () => {
    const db = fakeDb();
    db.groups.set(1, new Map([[1, card('a')]]));
    db.groups.set(2, new Map([[1, card('a')]]));
    db.groups.set(3, new Map([[2, card('b')]]));
    const rosters = createGroupRosters({ load: (g) => db.load(g), coherence: coherence() });
    for (const [uid, g] of [
      [1, 1],
      [1, 2],
      [2, 3],
    ] as const)
      await rosters.cardIn(uid, g);
    rosters.forgetMember(1);
    expect(rosters.size()).toBe(1);
    rosters.forgetGroup(3);
    expect(rosters.size()).toBe(0);
  });

  it('keeps nothing while the event link is down, and clears on a reset', async () => {
    const db = fakeDb();
    db.groups.set(1, new Map([[1, card('a')]]));
    const link = coherence(false);
    const rosters = createGroupRosters({ load: (g) => db.load(g), coherence: link });
    await rosters.cardIn(1, 1);
    await rosters.cardIn(1, 1);
    expect(db.loads()).toBe(2);
    expect(rosters.size()).toBe(0);
    link.live = true;
    await rosters.cardIn(1, 1);
    expect(rosters.size()).toBe(1);
    link.reset();
    expect(rosters.size()).toBe(0);
  });

  it('keeps at most `max` groups, the least recently used going first', async () => {
    const db = fakeDb();
    for (const g of [1, 2, 3]) db.groups.set(g, new Map([[1, card('a')]]));
    const rosters = createGroupRosters({ load: (g) => db.load(g), coherence: coherence(), max: 2 });
    await rosters.cardIn(1, 1);
    await rosters.cardIn(1, 2);
    await rosters.cardIn(1, 1);
    await rosters.cardIn(1, 3);
    const before = db.loads();
    await rosters.cardIn(1, 1);
    expect(db.loads()).toBe(before);
    await rosters.cardIn(1, 2);
    expect(db.loads()).toBe(before + 1);
  });
});
