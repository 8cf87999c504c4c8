// The bell at the end of each phase (docs/station-run.md): our own sound file,
// played with one HTMLAudioElement. Browsers allow a page to play sound by itself only after the
// member has interacted with it, and Safari only for an element first played in answer to a tap or
// click: Start primes the element by playing it muted. When the browser still refuses, the info
// toast of the phase that starts (Station Time!, ...) stands in for the bell.
import { useCallback, useEffect, useRef } from 'react';
import type { PhaseEnded } from '@osce/shared/stations/phase-machine';
import { showToast } from '../../../lib/toast';
import { bellToastFor } from '../utils/phase-labels';

export const BELL_URL = '/sounds/bell.wav';
/** Several phases ended at once (a laptop woke up): their bells ring one after the other. */
const RING_GAP_MS = 900;
const TOAST_SECONDS = 4;

export interface Bell {
  /** Call from a click or tap handler (Start): lets the bell ring later without one. */
  prime: () => void;
  /** One ring per ended phase. */
  ring: (events: readonly PhaseEnded[]) => void;
}

export function useBell(): Bell {
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const timers = useRef<number[]>([]);
  const rungSincePrime = useRef(false);

  const audio = useCallback((): HTMLAudioElement => {
    if (!audioRef.current) {
      audioRef.current = new Audio(BELL_URL);
      audioRef.current.preload = 'auto';
    }
    return audioRef.current;
  }, []);

  const prime = useCallback(() => {
    const element = audio();
    rungSincePrime.current = false;
    element.muted = true;
    const unmute = () => {
      element.muted = false;
    };
    element.play().then(() => {
      // A real ring may have started meanwhile (a phase of one second): leave that one playing.
      if (!rungSincePrime.current) {
        element.pause();
        element.currentTime = 0;
      }
      unmute();
    }, unmute);
  }, [audio]);

  const ringOnce = useCallback(
    (event: PhaseEnded) => {
      const element = audio();
      rungSincePrime.current = true;
      element.muted = false;
      element.currentTime = 0;
      element.play().catch(() => {
        const text = bellToastFor(event.next);
        if (text) showToast('info', text, TOAST_SECONDS);
      });
    },
    [audio],
  );

  const ring = useCallback(
    (events: readonly PhaseEnded[]) => {
      events.forEach((event, index) => {
        if (index === 0) ringOnce(event);
        else timers.current.push(window.setTimeout(() => ringOnce(event), index * RING_GAP_MS));
      });
    },
    [ringOnce],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      pending.forEach((timer) => window.clearTimeout(timer));
      audioRef.current?.pause();
    };
  }, []);

  return { prime, ring };
}
