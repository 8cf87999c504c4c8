// The Notes tab's text, kept per station in sessionStorage: a reload of the station screen keeps
// it, closing the tab forgets it (a shared computer keeps no notes). Cleared when the attempt's
// result is recorded or the station is repeated.

const PREFIX = 'station-notes:';

/** This tab's sessionStorage, or null where storage is disabled. */
export function tabStorage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    // Storage can be disabled (privacy modes): the notes then last as long as the page.
    return null;
  }
}

export function readNotes(stationId: number): string {
  try {
    return tabStorage()?.getItem(`${PREFIX}${stationId}`) ?? '';
  } catch {
    return '';
  }
}

export function writeNotes(stationId: number, notes: string): void {
  try {
    if (notes === '') tabStorage()?.removeItem(`${PREFIX}${stationId}`);
    else tabStorage()?.setItem(`${PREFIX}${stationId}`, notes);
  } catch {
    // A full or disabled storage: the notes stay on screen and are still sent with the mark.
  }
}

export function clearNotes(stationId: number): void {
  writeNotes(stationId, '');
}
