// How a burst of group notices reaches the screen (docs/groups.md, "Message budget"): a notice
// already on screen is not shown again while it stays, and at most a few are shown in a short
// window; the rest are counted and told as one '{count} more updates from your group'. A member
// suggesting station after station, or a flood that got past the server's budget, then costs the
// others one or two toasts instead of hundreds. Pure: the time is passed in.

export interface NoticeGateOptions {
  /** How long a shown text holds back its repeats, and the window the cap counts in (ms). */
  windowMs: number;
  /** Toasts shown per window; the rest wait for the summary. */
  max: number;
}

export const NOTICE_GATE: NoticeGateOptions = { windowMs: 3000, max: 3 };

export interface NoticeGate {
  /** Whether to show this text now; false means it was counted for the summary. */
  offer(text: string, nowMs: number): boolean;
  /** The notices held back since the last call (and forgets them): the summary's count. */
  flush(): number;
}

export function createNoticeGate(options: NoticeGateOptions = NOTICE_GATE): NoticeGate {
  const shownAt = new Map<string, number>();
  let held = 0;

  const recent = (nowMs: number) => {
    for (const [text, at] of shownAt) {
      if (nowMs - at >= options.windowMs) shownAt.delete(text);
    }
    return shownAt.size;
  };

  return {
    offer(text, nowMs) {
      const count = recent(nowMs);
      if (shownAt.has(text) || count >= options.max) {
        held += 1;
        return false;
      }
      shownAt.set(text, nowMs);
      return true;
    },
    flush() {
      const count = held;
      held = 0;
      return count;
    },
  };
}
