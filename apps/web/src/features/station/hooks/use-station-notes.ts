// The Notes tab's text, kept in sessionStorage per station as it is typed (utils/notes-storage.ts).
import { useCallback, useState } from 'react';
import { clearNotes, readNotes, writeNotes } from '../utils/notes-storage';

export function useStationNotes(stationId: number, keep: boolean) {
  const [notes, setNotesState] = useState(() => (keep ? readNotes(stationId) : ''));

  const setNotes = useCallback(
    (next: string) => {
      setNotesState(next);
      if (keep) writeNotes(stationId, next);
    },
    [stationId, keep],
  );

  /** The attempt is over (recorded): the tab forgets them, the screen still shows them. */
  const forgetStored = useCallback(() => clearNotes(stationId), [stationId]);

  /** Repeat: the notes go, on screen and in the tab. */
  const clear = useCallback(() => {
    setNotesState('');
    clearNotes(stationId);
  }, [stationId]);

  return { notes, setNotes, forgetStored, clear };
}
