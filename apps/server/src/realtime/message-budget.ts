// A member's budget of group messages (docs/groups.md, "Message budget"): a token bucket per member
// on this process, sized for a person clicking and typing (the examiner's marking is sent at most
// every 150 ms), not for a script. Beyond it a message is refused with a clear acknowledgement and
// changes nothing, so one member cannot flood the others' screens with snapshots and toasts.

/** Messages a member may send in a burst. */
export const MESSAGE_BURST = 20;
/** Messages a member may send per second, sustained. */
export const MESSAGES_PER_SECOND = 10;
/** Buckets kept before the full ones (members who are quiet) are let go. */
const PRUNE_AT = 10_000;

interface Bucket {
  tokens: number;
  at: number;
}

export function createMessageBudget(
  now: () => number,
  { burst = MESSAGE_BURST, perSecond = MESSAGES_PER_SECOND } = {},
) {
  const buckets = new Map<number, Bucket>();

  function refilled(bucket: Bucket, at: number): Bucket {
    const tokens = Math.min(burst, bucket.tokens + ((at - bucket.at) / 1000) * perSecond);
    return { tokens, at };
  }

  function prune(at: number): void {
    for (const [uid, bucket] of buckets) {
      if (refilled(bucket, at).tokens >= burst) buckets.delete(uid);
    }
  }

  return {
    /** Spends one message of `uid`'s budget; false when there is none left now. */
    take(uid: number): boolean {
      const at = now();
      const bucket = refilled(buckets.get(uid) ?? { tokens: burst, at }, at);
      if (bucket.tokens < 1) {
        buckets.set(uid, bucket);
        return false;
      }
      buckets.set(uid, { tokens: bucket.tokens - 1, at });
      if (buckets.size > PRUNE_AT) prune(at);
      return true;
    },
  };
}
