import { describe, expect, it } from 'vitest';
import { createNoticeGate } from './notice-gate';

describe('createNoticeGate: a flood of group notices shows as a few toasts (D7)', () => {
  it('shows a thousand identical suggestions once, and counts the rest for one summary', () => {
    const gate = createNoticeGate({ windowMs: 3000, max: 3 });
    const shown = Array.from({ length: 1000 }, (_, i) =>
      gate.offer('Ben has suggested station 4', i),
    ).filter(Boolean);
    expect(shown).toHaveLength(1);
    expect(gate.flush()).toBe(999);
    expect(gate.flush()).toBe(0);
  });

  it('shows at most the cap of different notices in a window, and again once it has passed', () => {
    const gate = createNoticeGate({ windowMs: 3000, max: 3 });
    const texts = [1, 2, 3, 4, 5].map((n) => `Ben has suggested station ${n}`);
    expect(texts.map((text) => gate.offer(text, 100))).toEqual([true, true, true, false, false]);
    expect(gate.flush()).toBe(2);
    expect(gate.offer('Ben has suggested station 6', 3100)).toBe(true);
    expect(gate.offer('Ben has suggested station 1', 3100)).toBe(true);
  });

  it('lets ordinary notices through one by one', () => {
    const gate = createNoticeGate();
    expect(gate.offer('Ann joined the study session!', 0)).toBe(true);
    expect(gate.offer('Ben joined the study session!', 5000)).toBe(true);
    expect(gate.offer('Ann left the study session', 10_000)).toBe(true);
    expect(gate.flush()).toBe(0);
  });
});
