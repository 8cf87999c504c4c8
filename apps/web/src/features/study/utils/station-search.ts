// The study screen's search box (docs/study.md, 'Validation'): the lower-cased term against the
// station's name, or the station's number.

/** The term as it is compared: trimmed and lower-cased once per keystroke, not once per station. */
export function normaliseTerm(term: string): string {
  return term.trim().toLowerCase();
}

/**
 * Whether a station matches an already normalised term. A number matches whole ("1" finds station
 * 1, not 10 to 19), so a member who knows the station's number gets that station.
 */
export function matchesSearch(station: { number: number; name: string }, term: string): boolean {
  if (term === '') return true;
  return station.name.toLowerCase().includes(term) || String(station.number) === term;
}
