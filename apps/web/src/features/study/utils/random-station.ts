// Random Station (docs/study.md, 'Screens'): one station, each equally likely.

/** One item at random, or undefined from an empty list. `random` is Math.random's kind. */
export function pickRandom<T>(
  items: readonly T[],
  random: () => number = Math.random,
): T | undefined {
  if (items.length === 0) return undefined;
  // min(): a random() of exactly 1 (never from Math.random, possible from a stub) stays in range.
  return items[Math.min(items.length - 1, Math.floor(random() * items.length))];
}
