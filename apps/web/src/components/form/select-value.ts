// What a select holds is a string: the id or year chosen, or '' for the empty choice.

/** A select's value as a whole number, or undefined for the empty choice (or 'other'). */
export function selectedNumber(value: string): number | undefined {
  if (!/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return Number.isSafeInteger(number) ? number : undefined;
}
