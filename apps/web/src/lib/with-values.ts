// Fills a message's {placeholder}s with values; a placeholder without a value stays as it is, so a
// missing value shows up in a test rather than as an empty gap.
/** A message with its {placeholder}s filled: withValues(messages.studyStartStation, { number: 3 }). */
export function withValues(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
