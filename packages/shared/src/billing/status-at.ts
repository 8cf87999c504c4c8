// A member's standing at a moment, from the dates of their entitlements alone (docs/billing.md,
// 'Who may do what'). The server loads a member's current and future entitlements once with the
// session and asks this at every request, so a trial ending or a queued plan starting needs no
// event and no cache invalidation: the clock does it.
import { studyAccessOf, type MemberStatus, type StudyAccess } from '../stations/access.ts';

/** One subscription that counts for access: from `start` (inclusive) to `expiry` (exclusive). */
export interface Entitlement {
  /** Milliseconds since the epoch. */
  start: number;
  /** Milliseconds since the epoch; the first moment it no longer counts. */
  expiry: number;
  /** The Free Trial plan: opens the trial stations only. */
  trial: boolean;
}

/** 'Active' while a paid entitlement holds `now`, 'Trial' while only a trial one does, else 'Inactive'. */
export function statusAt(entitlements: readonly Entitlement[], now: number): MemberStatus {
  let trial = false;
  for (const e of entitlements) {
    if (e.start > now || now >= e.expiry) continue;
    if (!e.trial) return 'Active';
    trial = true;
  }
  return trial ? 'Trial' : 'Inactive';
}

/** The study access the same entitlements give at `now`: 'paid', 'trial' or 'none'. */
export function accessAt(entitlements: readonly Entitlement[], now: number): StudyAccess {
  return studyAccessOf(statusAt(entitlements, now));
}
