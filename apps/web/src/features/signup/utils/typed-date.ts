// The date of birth is typed as DD/MM/YYYY on a numeric keypad, which has no slash on most phones:
// the slashes are added as the digits arrive.

export function formatTypedDate(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  if (digits.length > 4) return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
  if (digits.length > 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return digits;
}
