// The guard the member caches (member-list-cache.ts, stats-cache.ts) share against the fill race.
//
// The fill race: a build reads the member's records, a write of theirs commits and its
// `study.member_records_changed` clears the entry, then the build finishes and would store what it
// read before the write, to be served until the next change. So every build takes a ticket, a
// forget of that member spoils the tickets open for them, and a build keeps its answer only if its
// ticket is unspoilt. Per member: one member's write never stops caching for the others. Only
// builds in flight hold tickets, so the guard holds nothing for members at rest.

export interface FillTicket {
  readonly userId: number;
  spoilt: boolean;
}

export function createFillGuard() {
  const open = new Map<number, Set<FillTicket>>();

  return {
    /** Taken before a build reads the member's records. */
    take(userId: number): FillTicket {
      const ticket: FillTicket = { userId, spoilt: false };
      let tickets = open.get(userId);
      if (!tickets) open.set(userId, (tickets = new Set()));
      tickets.add(ticket);
      return ticket;
    },

    /** Handed back when the build is done: true when what it read may be kept. */
    giveBack(ticket: FillTicket): boolean {
      const tickets = open.get(ticket.userId);
      if (tickets?.delete(ticket) && tickets.size === 0) open.delete(ticket.userId);
      return !ticket.spoilt;
    },

    /** The member's records changed: builds under way for them keep nothing. */
    spoil(userId: number): void {
      const tickets = open.get(userId);
      if (!tickets) return;
      for (const ticket of tickets) ticket.spoilt = true;
      open.delete(userId);
    },

    /** Anything may have changed (events were missed): no build under way keeps anything. */
    spoilAll(): void {
      for (const tickets of open.values()) for (const ticket of tickets) ticket.spoilt = true;
      open.clear();
    },

    /** Builds under way (tests). */
    get openCount(): number {
      let n = 0;
      for (const tickets of open.values()) n += tickets.size;
      return n;
    },
  };
}

export type FillGuard = ReturnType<typeof createFillGuard>;
