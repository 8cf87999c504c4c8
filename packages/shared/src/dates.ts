// Dates as members read and type them: DD/MM/YYYY (docs/accounts.md, 'Constants'), sent to the API as YYYY-MM-DD.

const DISPLAY_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const ISO_DATE_PREFIX = /^(\d{4})-(\d{2})-(\d{2})/;

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/**
 * DD/MM/YYYY for an ISO date or timestamp. A string that starts with YYYY-MM-DD is read as written,
 * so a calendar date never moves a day with the viewer's time zone; '' when it cannot be read.
 */
export function formatDisplayDate(value: string | Date): string {
  if (typeof value === 'string') {
    const match = ISO_DATE_PREFIX.exec(value);
    if (match) return `${match[3]}/${match[2]}/${match[1]}`;
    value = new Date(value);
  }
  if (Number.isNaN(value.getTime())) return '';
  return `${pad(value.getUTCDate())}/${pad(value.getUTCMonth() + 1)}/${value.getUTCFullYear()}`;
}

/** YYYY-MM-DD for a typed DD/MM/YYYY date, or null when it is not a real calendar date. */
export function parseDisplayDate(value: string): string | null {
  const match = DISPLAY_DATE.exec(value.trim());
  if (!match) return null;
  const [, day, month, year] = match as unknown as [string, string, string, string];
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const valid =
    date.getUTCFullYear() === Number(year) &&
    date.getUTCMonth() === Number(month) - 1 &&
    date.getUTCDate() === Number(day);
  return valid ? `${year}-${month}-${day}` : null;
}
