// Dates as the back office shows them to staff, in the browser's time zone: '26 Nov 2026, 01:23'
// for a moment, '26 Nov 2026' for a day. Each screen says what stands for a missing one.

/** The text for an instant, `missing` when there is none, the text itself when it is no date. */
function formatInstant(
  iso: string | null | undefined,
  missing: string,
  format: (date: Date) => string,
): string {
  if (!iso) return missing;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format(date);
}

/** A date and time: '26 Nov 2026, 01:23'. */
export function formatWhen(iso: string | null | undefined, missing = ''): string {
  return formatInstant(iso, missing, (date) =>
    date.toLocaleString('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }),
  );
}

/** A date alone: '26 Nov 2026'. */
export function formatDay(iso: string | null | undefined, missing = ''): string {
  return formatInstant(iso, missing, (date) =>
    date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }),
  );
}
