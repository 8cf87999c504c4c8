// The solo station run outside React: it holds the run (the shared phase machine's state) and the
// time it was last looked at, and tells its subscribers when either moves. The clock is passed in,
// so a test moves time by returning another number. The countdown is never counted here: the time
// left is always the machine's `phaseEndsAt - now`, whatever the browser did to the ticks.
import {
  advanceTime,
  applyCommand,
  type PhaseEnded,
  type StationCommand,
  type StationRun,
} from '@osce/shared/stations/phase-machine';
import { STATION_PHASES, TIMED_PHASES, type StationPhase } from '@osce/shared/stations/roles';

const STATION_ORDER: readonly StationPhase[] = STATION_PHASES;
const TIMED: readonly StationPhase[] = TIMED_PHASES;

export interface DispatchResult {
  /** Phases whose time ran out before the command: one bell each. */
  events: PhaseEnded[];
  /** The phase the command acted on (after those), to tell what it changed. */
  from: StationPhase;
}

export interface RunController {
  /** The run; the same object until it changes, so a React subscriber re-renders only then. */
  getRun(): StationRun;
  /** The time of the last tick or command (milliseconds, the clock's). */
  getNow(): number;
  subscribe(listener: () => void): () => void;
  /** The passage of time: ends every phase whose time is up, and returns one event per phase. */
  tick(): PhaseEnded[];
  /**
   * Applies a command now. Phases whose time ran out before it are ended first, and their events
   * returned, so their bells ring before the command acts.
   */
  dispatch(command: StationCommand): DispatchResult;
  /**
   * Takes a run from elsewhere (a group's run, sent by the server) as the truth, caught up to now.
   * A move forward out of a timed phase that this screen had not yet made is returned as an
   * event, so the bell rings for a skip as for a phase that ran out.
   */
  replace(next: StationRun): PhaseEnded[];
}

export function createRunController(initial: StationRun, now: () => number): RunController {
  let run = initial;
  let nowMs = now();
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  const catchUp = (): PhaseEnded[] => {
    nowMs = now();
    const { state, events } = advanceTime(run, nowMs);
    run = state;
    return events;
  };

  return {
    getRun: () => run,
    getNow: () => nowMs,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    tick() {
      const events = catchUp();
      notify();
      return events;
    },
    replace(next) {
      const before = run.phase;
      nowMs = now();
      run = advanceTime(next, nowMs).state;
      const order = STATION_ORDER.indexOf(run.phase) - STATION_ORDER.indexOf(before);
      notify();
      return TIMED.includes(before) && order > 0
        ? [{ phase: before as PhaseEnded['phase'], next: run.phase, at: nowMs }]
        : [];
    },
    dispatch(command) {
      const events = catchUp();
      const from = run.phase;
      run = applyCommand(run, command, nowMs);
      notify();
      return { events, from };
    },
  };
}
