// The station run (docs/station-run.md, 'Rules'): setup, the four timed phases, then
// the completion steps. Pure and deterministic: every function takes the time as `nowMs` (server
// milliseconds: the browser adds its measured clock offset) and never reads a clock, so a solo run
// in the browser and a group's run held by the server are the same code, and a test moves time by
// passing a number. A run is plain JSON, so the server can store it and send it as a snapshot.
//
// A countdown is an instant, `phaseEndsAt`, never a counter decremented by ticks: hidden tabs are
// throttled and laptops sleep, and the time left is always `phaseEndsAt - nowMs`.
import { z } from 'zod';
import {
  STATION_PHASES,
  TIMED_PHASES,
  type Role,
  type StationPhase,
  type TimedPhase,
} from './roles.ts';
import {
  DEFAULT_TIMING,
  isValidTiming,
  phaseDurationMs,
  stationTimingSchema,
  type StationTiming,
} from './timing.ts';

export interface StationRun {
  phase: StationPhase;
  timing: StationTiming;
  /**
   * When the current phase's countdown reaches zero. Null when no countdown runs: in setup, in the
   * completion steps, while paused, and when timing is disabled.
   */
  phaseEndsAt: number | null;
  /** The exact time left of a paused phase; null when not paused. */
  pausedRemainingMs: number | null;
}

export type StationCommand =
  | { type: 'start' }
  | { type: 'pause' }
  | { type: 'resume' }
  /** Next step: ends the current phase now. */
  | { type: 'skip' }
  /** Previous step, with that phase's full time. */
  | { type: 'back' }
  /** Finish station from the side panel, after confirmation (the group message confirm-end). */
  | { type: 'end-station'; role: Role }
  /** Finish on completion screen 1 or 2. */
  | { type: 'finish'; role: Role }
  | { type: 'return-to-feedback' }
  | { type: 'reset' }
  | { type: 'set-timing'; timing: StationTiming };

/** A phase that ran out of time: the UI rings the bell and shows the next phase's toast. */
export interface PhaseEnded {
  phase: TimedPhase;
  next: StationPhase;
  /** When it ended, which may be well before it was noticed. */
  at: number;
}

export const stationRunSchema = z.object({
  phase: z.enum(STATION_PHASES),
  timing: stationTimingSchema,
  phaseEndsAt: z.number().nullable(),
  pausedRemainingMs: z.number().min(0).nullable(),
});

export function createRun(
  timing: StationTiming = { ...DEFAULT_TIMING, disabled: false },
): StationRun {
  return { phase: 'setup', timing: copyTiming(timing), phaseEndsAt: null, pausedRemainingMs: null };
}

/** Only the timing's own fields, so a run stays exactly the JSON its schema describes. */
function copyTiming({
  reading,
  station,
  question,
  feedback,
  disabled,
}: StationTiming): StationTiming {
  return { reading, station, question, feedback, disabled };
}

export function isTimedPhase(phase: StationPhase): phase is TimedPhase {
  return (TIMED_PHASES as readonly StationPhase[]).includes(phase);
}

export function isPaused(run: StationRun): boolean {
  return run.pausedRemainingMs !== null;
}

/**
 * Whether the station is over for this screen (score summary or final screen): the moment to
 * submit the mark is when a command first makes this true.
 */
export function isFinished(run: StationRun): boolean {
  return run.phase === 'complete_2' || run.phase === 'complete_3';
}

/**
 * Where Finish leads from completion screen 1: candidates see their score summary, the examiner,
 * patient and observer go straight to the final screen. `role` is the role of the member whose
 * screen moves: in a group each member applies the examiner's finish with their own role. Who may
 * press it (the examiner or candidate-1; others wait) is `controlsFor(role).timing` in roles.ts.
 */
export function finishStepFor(role: Role): 'complete_2' | 'complete_3' {
  return role === 'candidate-1' || role === 'candidate-2' ? 'complete_2' : 'complete_3';
}

function fullMs(run: StationRun, phase: TimedPhase): number {
  return phaseDurationMs(run.timing[phase]);
}

/** The time left of the current phase; null when it has no countdown (∞ or not a timed phase). */
export function remainingMs(run: StationRun, nowMs: number): number | null {
  if (!isTimedPhase(run.phase) || run.timing.disabled) return null;
  if (run.pausedRemainingMs !== null) return run.pausedRemainingMs;
  if (run.phaseEndsAt === null) return null;
  // Capped at the full time: a clock offset measured a little wrong must not show 6:01.
  return Math.min(fullMs(run, run.phase), Math.max(0, run.phaseEndsAt - nowMs));
}

/** The four timer rows: spent phases 0, the current one its time left, later ones their full time. */
export function timerRowsMs(run: StationRun, nowMs: number): Record<TimedPhase, number | null> {
  const current = (TIMED_PHASES as readonly StationPhase[]).indexOf(run.phase);
  const row = (phase: TimedPhase): number | null => {
    const i = TIMED_PHASES.indexOf(phase);
    if (run.timing.disabled) return null;
    if (run.phase === 'setup') return fullMs(run, phase);
    // The completion steps come after feedback or an early end: every timer is spent.
    if (current === -1 || i < current) return 0;
    return i > current ? fullMs(run, phase) : remainingMs(run, nowMs);
  };
  return {
    reading: row('reading'),
    station: row('station'),
    question: row('question'),
    feedback: row('feedback'),
  };
}

const NEXT: Record<TimedPhase, StationPhase> = {
  reading: 'station',
  station: 'question',
  question: 'feedback',
  feedback: 'complete_1',
};
/** Back from reading restarts reading: setup is before the start, and reset goes there. */
const PREVIOUS: Partial<Record<StationPhase, TimedPhase>> = {
  reading: 'reading',
  station: 'reading',
  question: 'station',
  feedback: 'question',
  complete_1: 'feedback',
};

/** Enters a phase with its full time from `startsAt`, paused if `paused`. */
function enter(
  run: StationRun,
  phase: StationPhase,
  startsAt: number,
  paused: boolean,
): StationRun {
  if (!isTimedPhase(phase) || run.timing.disabled) {
    return { ...run, phase, phaseEndsAt: null, pausedRemainingMs: null };
  }
  const full = fullMs(run, phase);
  return paused
    ? { ...run, phase, phaseEndsAt: null, pausedRemainingMs: full }
    : { ...run, phase, phaseEndsAt: startsAt + full, pausedRemainingMs: null };
}

/**
 * The passage of time: ends every phase whose countdown has reached zero by `nowMs`, in order,
 * however many (a laptop asleep through several phases passes through each). A phase ends when no
 * time is left: the countdown reads 0:01 through its last second, which is when the spec's 1000 ms
 * ticks found "less than one second" left. The next phase starts when the previous one ended, not
 * when this is called, so a late call changes nothing but how much is caught up at once. Returns
 * the same run when nothing ended.
 */
export function advanceTime(
  run: StationRun,
  nowMs: number,
): { state: StationRun; events: PhaseEnded[] } {
  let state = run;
  const events: PhaseEnded[] = [];
  // Each phase lasts at least a second, so this loop passes at most the four timed phases.
  while (isTimedPhase(state.phase) && state.phaseEndsAt !== null && state.phaseEndsAt <= nowMs) {
    const at = state.phaseEndsAt;
    const next = NEXT[state.phase];
    events.push({ phase: state.phase, next, at });
    state = enter(state, next, at, false);
  }
  return { state, events };
}

/**
 * Applies one command at `nowMs`. Time is caught up first, so a command acts on the phase that is
 * really current (call advanceTime yourself first to ring its bells). A command that makes no
 * sense in the current state returns the same object it was given, when there was no time to
 * catch up, so a caller can tell a no-op by identity.
 */
export function applyCommand(run: StationRun, command: StationCommand, nowMs: number): StationRun {
  const current = advanceTime(run, nowMs).state;
  const { phase } = current;
  const paused = isPaused(current);
  switch (command.type) {
    case 'start':
      return phase === 'setup' ? enter(current, 'reading', nowMs, false) : current;
    case 'pause': {
      // Not offered when timing is disabled: there is nothing to freeze.
      const left = remainingMs(current, nowMs);
      if (paused || current.phaseEndsAt === null || left === null) return current;
      return { ...current, phaseEndsAt: null, pausedRemainingMs: left };
    }
    case 'resume':
      return current.pausedRemainingMs === null
        ? current
        : { ...current, phaseEndsAt: nowMs + current.pausedRemainingMs, pausedRemainingMs: null };
    case 'skip':
      // A paused run stays paused: the next phase waits, with its full time, for Resume.
      return isTimedPhase(phase) ? enter(current, NEXT[phase], nowMs, paused) : current;
    case 'back': {
      const previous = PREVIOUS[phase];
      return previous ? enter(current, previous, nowMs, paused) : current;
    }
    case 'end-station':
      // "Zeroes all timers and triggers mark submission": as Finish from completion screen 1.
      return isTimedPhase(phase)
        ? enter(current, finishStepFor(command.role), nowMs, false)
        : current;
    case 'finish':
      if (phase === 'complete_1') return enter(current, finishStepFor(command.role), nowMs, false);
      return phase === 'complete_2' ? enter(current, 'complete_3', nowMs, false) : current;
    case 'return-to-feedback':
      return phase === 'complete_1' ? enter(current, 'feedback', nowMs, false) : current;
    case 'reset':
      // The chosen minutes stay, for the setup step to show again; timers and pause go.
      return phase === 'setup' ? current : enter(current, 'setup', nowMs, false);
    case 'set-timing':
      // Only before the start: changing minutes under a running countdown would move its end.
      return phase === 'setup' && isValidTiming(command.timing)
        ? { ...current, timing: copyTiming(command.timing) }
        : current;
  }
}
