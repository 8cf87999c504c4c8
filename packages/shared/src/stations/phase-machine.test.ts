import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  advanceTime,
  applyCommand,
  createRun,
  finishStepFor,
  isFinished,
  isPaused,
  remainingMs,
  stationRunSchema,
  timerRowsMs,
  type StationCommand,
  type StationRun,
} from './phase-machine.ts';
import { ROLES, type Role, type StationPhase } from './roles.ts';
import { countdownText, DEFAULT_TIMING, type StationTiming } from './timing.ts';

// A fake clock is a number: the server time in milliseconds. Default timing: 2, 6, 2, 2 minutes.
const T0 = 1_700_000_000_000;
const SECOND = 1_000;
const MINUTE = 60_000;
const timed: StationTiming = { ...DEFAULT_TIMING, disabled: false };
const untimed: StationTiming = { ...DEFAULT_TIMING, disabled: true };

function started(timing: StationTiming = timed): StationRun {
  return applyCommand(createRun(timing), { type: 'start' }, T0);
}

/** Applies commands one after another at the same moment. */
function run(state: StationRun, at: number, ...commands: StationCommand[]): StationRun {
  return commands.reduce((s, command) => applyCommand(s, command, at), state);
}

/** A run in a given phase, entered at T0 (with its full time from T0 when timed). */
function inPhase(phase: StationPhase, timing: StationTiming = timed): StationRun {
  const steps: Record<StationPhase, StationCommand[]> = {
    setup: [],
    reading: [{ type: 'start' }],
    station: [{ type: 'start' }, { type: 'skip' }],
    question: [{ type: 'start' }, { type: 'skip' }, { type: 'skip' }],
    feedback: [{ type: 'start' }, { type: 'skip' }, { type: 'skip' }, { type: 'skip' }],
    complete_1: [{ type: 'start' }, ...Array<StationCommand>(4).fill({ type: 'skip' })],
    complete_2: [{ type: 'start' }, { type: 'end-station', role: 'candidate-1' }],
    complete_3: [{ type: 'start' }, { type: 'end-station', role: 'examiner' }],
  };
  return run(createRun(timing), T0, ...steps[phase]);
}

describe('starting a run', () => {
  it('begins in setup, with no countdown and the default timing', () => {
    const fresh = createRun();
    expect(fresh).toEqual({
      phase: 'setup',
      timing: timed,
      phaseEndsAt: null,
      pausedRemainingMs: null,
    });
    expect(remainingMs(fresh, T0)).toBeNull();
  });

  it('starts with Reading Time and its full two minutes', () => {
    const run = started();
    expect(run.phase).toBe('reading');
    expect(run.phaseEndsAt).toBe(T0 + 2 * MINUTE);
    expect(remainingMs(run, T0)).toBe(2 * MINUTE);
    expect(countdownText(remainingMs(run, T0 + 30 * SECOND))).toBe('1:30');
  });

  it('starts reading even when it is set to 0, for one second', () => {
    const run = started({ ...timed, reading: 0 });
    expect(run.phase).toBe('reading');
    expect(remainingMs(run, T0)).toBe(SECOND);
  });
});

describe('the passage of time', () => {
  it('ends Reading Time after exactly its time and starts Station Time, ringing once', () => {
    const run = started();
    expect(advanceTime(run, T0 + 2 * MINUTE - 1).events).toEqual([]);
    const { state, events } = advanceTime(run, T0 + 2 * MINUTE);
    expect(state.phase).toBe('station');
    expect(remainingMs(state, T0 + 2 * MINUTE)).toBe(6 * MINUTE);
    expect(events).toEqual([{ phase: 'reading', next: 'station', at: T0 + 2 * MINUTE }]);
  });

  it('keeps a phase running through its last second, shown as 0:01, and ends it when none is left', () => {
    const run = started();
    const lastMillisecond = T0 + 2 * MINUTE - 1;
    const justUnderASecond = T0 + 2 * MINUTE - 999;
    expect(advanceTime(run, justUnderASecond).state.phase).toBe('reading');
    expect(countdownText(remainingMs(run, justUnderASecond))).toBe('0:01');
    expect(countdownText(remainingMs(run, lastMillisecond))).toBe('0:01');
    expect(advanceTime(run, T0 + 2 * MINUTE).state.phase).toBe('station');
  });

  it('gives a phase set to 0 one second, and still rings as it passes', () => {
    const run = started({ reading: 0, station: 2, question: 0, feedback: 0, disabled: false });
    expect(advanceTime(run, T0 + 999).state.phase).toBe('reading');
    const afterReading = advanceTime(run, T0 + SECOND);
    expect(afterReading.state.phase).toBe('station');
    expect(afterReading.events).toEqual([{ phase: 'reading', next: 'station', at: T0 + SECOND }]);

    const end = T0 + SECOND + 2 * MINUTE;
    expect(advanceTime(run, end + SECOND - 1).state.phase).toBe('question');
    expect(advanceTime(run, end + SECOND).state.phase).toBe('feedback');
    expect(advanceTime(run, end + 2 * SECOND).state.phase).toBe('complete_1');
  });

  it('runs a station set to all zeros in four seconds, four bells', () => {
    const run = started({ reading: 0, station: 0, question: 0, feedback: 0, disabled: false });
    const { state, events } = advanceTime(run, T0 + 4 * SECOND);
    expect(state.phase).toBe('complete_1');
    expect(events.map((e) => e.at - T0)).toEqual([1_000, 2_000, 3_000, 4_000]);
  });

  it('a background tab that wakes 5 minutes later finds the right phase and remaining time', () => {
    const { state, events } = advanceTime(started(), T0 + 5 * MINUTE);
    // Reading ended at 2:00, so Station Time has run 3 of its 6 minutes.
    expect(state.phase).toBe('station');
    expect(remainingMs(state, T0 + 5 * MINUTE)).toBe(3 * MINUTE);
    expect(events).toEqual([{ phase: 'reading', next: 'station', at: T0 + 2 * MINUTE }]);
  });

  it('a laptop asleep through several phases passes through each, ringing once per phase end', () => {
    const asleep = advanceTime(started(), T0 + 11 * MINUTE);
    expect(asleep.state.phase).toBe('feedback');
    expect(remainingMs(asleep.state, T0 + 11 * MINUTE)).toBe(1 * MINUTE);
    expect(asleep.events).toEqual([
      { phase: 'reading', next: 'station', at: T0 + 2 * MINUTE },
      { phase: 'station', next: 'question', at: T0 + 8 * MINUTE },
      { phase: 'question', next: 'feedback', at: T0 + 10 * MINUTE },
    ]);

    const overnight = advanceTime(started(), T0 + 10 * 60 * MINUTE);
    expect(overnight.state.phase).toBe('complete_1');
    expect(overnight.events.map((e) => e.phase)).toEqual([
      'reading',
      'station',
      'question',
      'feedback',
    ]);
  });

  it('gives the same result however often time is looked at', () => {
    let ticked = started();
    for (let t = T0; t <= T0 + 9 * MINUTE; t += 997) ticked = advanceTime(ticked, t).state;
    expect(ticked).toEqual(advanceTime(started(), T0 + 9 * MINUTE).state);
  });

  it('changes nothing, and returns the same run, when no phase has ended', () => {
    const run = started();
    expect(advanceTime(run, T0 + MINUTE).state).toBe(run);
    for (const phase of ['setup', 'complete_1', 'complete_2', 'complete_3'] as const) {
      const still = inPhase(phase);
      expect(advanceTime(still, T0 + 60 * MINUTE).state, phase).toBe(still);
    }
  });

  it('shows the time left capped at the full time, whatever a slightly wrong clock says', () => {
    expect(remainingMs(started(), T0 - 3 * SECOND)).toBe(2 * MINUTE);
  });
});

describe('pause and resume', () => {
  it('freezes the countdown, and resumes from the same millisecond however long the pause', () => {
    const paused = applyCommand(started(), { type: 'pause' }, T0 + 12_345);
    expect(isPaused(paused)).toBe(true);
    expect(paused.phaseEndsAt).toBeNull();
    expect(remainingMs(paused, T0 + 12_345)).toBe(2 * MINUTE - 12_345);
    expect(remainingMs(paused, T0 + 60 * MINUTE)).toBe(2 * MINUTE - 12_345);
    expect(advanceTime(paused, T0 + 60 * MINUTE).state).toBe(paused);

    const resumed = applyCommand(paused, { type: 'resume' }, T0 + 60 * MINUTE);
    expect(isPaused(resumed)).toBe(false);
    expect(resumed.phaseEndsAt).toBe(T0 + 60 * MINUTE + 2 * MINUTE - 12_345);
    expect(remainingMs(resumed, T0 + 60 * MINUTE)).toBe(2 * MINUTE - 12_345);
  });

  it('pauses the phase that is really current, when time ran on before the press', () => {
    const paused = applyCommand(started(), { type: 'pause' }, T0 + 3 * MINUTE);
    expect(paused.phase).toBe('station');
    expect(paused.pausedRemainingMs).toBe(5 * MINUTE);
  });

  it('does nothing on pause when already paused, before the start, after the phases, or untimed', () => {
    const paused = applyCommand(started(), { type: 'pause' }, T0);
    const nothingToPause = [
      paused,
      inPhase('setup'),
      inPhase('complete_1'),
      inPhase('complete_3'),
      started(untimed),
    ];
    for (const state of nothingToPause) {
      expect(applyCommand(state, { type: 'pause' }, T0 + SECOND), state.phase).toBe(state);
    }
  });

  it('does nothing on resume when not paused', () => {
    const running = started();
    expect(applyCommand(running, { type: 'resume' }, T0 + SECOND)).toBe(running);
    expect(applyCommand(inPhase('setup'), { type: 'resume' }, T0)).toEqual(inPhase('setup'));
  });
});

describe('skip (next step)', () => {
  it('moves to the next phase now, with its full time', () => {
    const expected: [StationPhase, StationPhase, number | null][] = [
      ['reading', 'station', 6 * MINUTE],
      ['station', 'question', 2 * MINUTE],
      ['question', 'feedback', 2 * MINUTE],
      ['feedback', 'complete_1', null],
    ];
    for (const [from, to, full] of expected) {
      const skipped = applyCommand(inPhase(from), { type: 'skip' }, T0 + 20 * SECOND);
      expect(skipped.phase, from).toBe(to);
      expect(remainingMs(skipped, T0 + 20 * SECOND), from).toBe(full);
    }
  });

  it('keeps a paused run paused, the next phase waiting with its full time', () => {
    const paused = run(started(), T0 + 10 * SECOND, { type: 'pause' }, { type: 'skip' });
    expect(paused.phase).toBe('station');
    expect(isPaused(paused)).toBe(true);
    expect(remainingMs(paused, T0 + 10 * MINUTE)).toBe(6 * MINUTE);
  });

  it('does nothing before the start or on the completion screens', () => {
    for (const phase of ['setup', 'complete_1', 'complete_2', 'complete_3'] as const) {
      const state = inPhase(phase);
      expect(applyCommand(state, { type: 'skip' }, T0 + SECOND), phase).toBe(state);
    }
  });
});

describe('back (previous step)', () => {
  it("returns to the previous phase with that phase's full time", () => {
    const expected: [StationPhase, StationPhase, number][] = [
      ['station', 'reading', 2 * MINUTE],
      ['question', 'station', 6 * MINUTE],
      ['feedback', 'question', 2 * MINUTE],
      ['complete_1', 'feedback', 2 * MINUTE],
    ];
    for (const [from, to, full] of expected) {
      const halfway = T0 + 50 * SECOND;
      const back = applyCommand(inPhase(from), { type: 'back' }, halfway);
      expect(back.phase, from).toBe(to);
      expect(remainingMs(back, halfway), from).toBe(full);
    }
  });

  it('restarts Reading Time from the beginning, as there is no timed phase before it', () => {
    const back = applyCommand(started(), { type: 'back' }, T0 + 90 * SECOND);
    expect(back.phase).toBe('reading');
    expect(remainingMs(back, T0 + 90 * SECOND)).toBe(2 * MINUTE);
  });

  it('keeps a paused run paused', () => {
    const back = run(inPhase('question'), T0 + SECOND, { type: 'pause' }, { type: 'back' });
    expect(back.phase).toBe('station');
    expect(back.pausedRemainingMs).toBe(6 * MINUTE);
  });

  it('does nothing before the start or once the station is finished', () => {
    for (const phase of ['setup', 'complete_2', 'complete_3'] as const) {
      const state = inPhase(phase);
      expect(applyCommand(state, { type: 'back' }, T0 + SECOND), phase).toBe(state);
    }
  });
});

describe('ending the station early (Finish station, after confirmation)', () => {
  it('takes candidates to their score summary and everyone else to the final screen, from any timed phase', () => {
    for (const phase of ['reading', 'station', 'question', 'feedback'] as const) {
      for (const role of ROLES) {
        const ended = applyCommand(inPhase(phase), { type: 'end-station', role }, T0 + SECOND);
        expect(ended.phase, `${phase} / ${role}`).toBe(finishStepFor(role));
        expect(isFinished(ended)).toBe(true);
      }
    }
  });

  it('zeroes all timers and clears the pause', () => {
    const paused = run(inPhase('station'), T0 + SECOND, { type: 'pause' });
    const ended = applyCommand(paused, { type: 'end-station', role: 'candidate-1' }, T0 + SECOND);
    expect(ended.phaseEndsAt).toBeNull();
    expect(isPaused(ended)).toBe(false);
    expect(timerRowsMs(ended, T0 + SECOND)).toEqual({
      reading: 0,
      station: 0,
      question: 0,
      feedback: 0,
    });
  });

  it('does nothing before the start or on the completion screens', () => {
    for (const phase of ['setup', 'complete_1', 'complete_2', 'complete_3'] as const) {
      const state = inPhase(phase);
      const command: StationCommand = { type: 'end-station', role: 'examiner' };
      expect(applyCommand(state, command, T0 + SECOND), phase).toBe(state);
    }
  });
});

describe('completion steps (docs/station-run.md, Rules)', () => {
  it('shows completion screen 1 when feedback ends', () => {
    const done = advanceTime(started(), T0 + 12 * MINUTE).state;
    expect(done.phase).toBe('complete_1');
    expect(isFinished(done)).toBe(false);
  });

  it('finishes from screen 1 to the score summary for candidates, to the final screen for others', () => {
    const expected: Record<Role, StationPhase> = {
      'candidate-1': 'complete_2',
      'candidate-2': 'complete_2',
      examiner: 'complete_3',
      patient: 'complete_3',
      observer: 'complete_3',
    };
    for (const role of ROLES) {
      const finished = applyCommand(inPhase('complete_1'), { type: 'finish', role }, T0);
      expect(finished.phase, role).toBe(expected[role]);
    }
  });

  it('finishes from the score summary to the final screen', () => {
    const summary = inPhase('complete_2');
    expect(applyCommand(summary, { type: 'finish', role: 'candidate-1' }, T0).phase).toBe(
      'complete_3',
    );
  });

  it('returns to feedback from screen 1 with the full feedback time', () => {
    const again = applyCommand(
      inPhase('complete_1'),
      { type: 'return-to-feedback' },
      T0 + 30 * MINUTE,
    );
    expect(again.phase).toBe('feedback');
    expect(remainingMs(again, T0 + 30 * MINUTE)).toBe(2 * MINUTE);
  });

  it('ignores finish before screen 1 or on the final screen, and return to feedback except on screen 1', () => {
    for (const phase of ['setup', 'reading', 'feedback', 'complete_3'] as const) {
      const state = inPhase(phase);
      expect(applyCommand(state, { type: 'finish', role: 'examiner' }, T0), phase).toBe(state);
    }
    for (const phase of ['setup', 'feedback', 'complete_2', 'complete_3'] as const) {
      const state = inPhase(phase);
      expect(applyCommand(state, { type: 'return-to-feedback' }, T0), phase).toBe(state);
    }
  });
});

describe('reset', () => {
  it('goes back to setup from every phase, clearing timers and the pause but keeping the minutes', () => {
    const timing: StationTiming = {
      reading: 1,
      station: 8,
      question: 3,
      feedback: 5,
      disabled: false,
    };
    for (const phase of ['reading', 'station', 'feedback', 'complete_1', 'complete_3'] as const) {
      const paused = applyCommand(inPhase(phase, timing), { type: 'pause' }, T0 + SECOND);
      expect(applyCommand(paused, { type: 'reset' }, T0 + 2 * SECOND), phase).toEqual(
        createRun(timing),
      );
    }
  });

  it('does nothing in setup', () => {
    const setup = createRun();
    expect(applyCommand(setup, { type: 'reset' }, T0)).toBe(setup);
  });
});

describe('set-timing', () => {
  const chosen: StationTiming = {
    reading: 3,
    station: 10,
    question: 4,
    feedback: 10,
    disabled: false,
  };

  it('changes the minutes in setup, and the run then counts them down', () => {
    const set = applyCommand(createRun(), { type: 'set-timing', timing: chosen }, T0);
    expect(set.timing).toEqual(chosen);
    expect(remainingMs(applyCommand(set, { type: 'start' }, T0), T0)).toBe(3 * MINUTE);
  });

  it('does nothing once the run has started, so a countdown never jumps', () => {
    const running = started();
    expect(applyCommand(running, { type: 'set-timing', timing: chosen }, T0 + SECOND)).toBe(
      running,
    );
  });

  it('refuses minutes that are not among the options', () => {
    const setup = createRun();
    const wrong = { ...chosen, station: 1 };
    expect(applyCommand(setup, { type: 'set-timing', timing: wrong }, T0)).toBe(setup);
  });
});

describe('disabled timing', () => {
  it('shows no countdown (∞) in any phase, and time never ends a phase', () => {
    const run = started(untimed);
    expect(run.phase).toBe('reading');
    expect(remainingMs(run, T0)).toBeNull();
    expect(countdownText(remainingMs(run, T0))).toBe('∞');
    expect(advanceTime(run, T0 + 10 * 60 * MINUTE).state).toBe(run);
    expect(timerRowsMs(run, T0)).toEqual({
      reading: null,
      station: null,
      question: null,
      feedback: null,
    });
  });

  it('steps through the phases by hand, forwards and back', () => {
    const skip: StationCommand = { type: 'skip' };
    const steps = [started(untimed)];
    for (let i = 0; i < 4; i++) steps.push(applyCommand(steps.at(-1)!, skip, T0));
    expect(steps.map((s) => s.phase)).toEqual([
      'reading',
      'station',
      'question',
      'feedback',
      'complete_1',
    ]);
    const back = applyCommand(steps.at(-1)!, { type: 'back' }, T0);
    expect(back.phase).toBe('feedback');
    expect(remainingMs(back, T0)).toBeNull();
  });
});

describe('timer rows', () => {
  it('shows spent phases at 0, the current one counting, later ones at their full time', () => {
    const run = advanceTime(started(), T0 + 3 * MINUTE).state;
    expect(timerRowsMs(run, T0 + 3 * MINUTE)).toEqual({
      reading: 0,
      station: 5 * MINUTE,
      question: 2 * MINUTE,
      feedback: 2 * MINUTE,
    });
  });

  it('shows every full time in setup and every row at 0 after feedback', () => {
    expect(timerRowsMs(createRun(), T0)).toEqual({
      reading: 2 * MINUTE,
      station: 6 * MINUTE,
      question: 2 * MINUTE,
      feedback: 2 * MINUTE,
    });
    expect(Object.values(timerRowsMs(inPhase('complete_1'), T0))).toEqual([0, 0, 0, 0]);
  });
});

describe('a run as data', () => {
  afterEach(() => vi.restoreAllMocks());

  it('survives JSON, as the server stores and sends it', () => {
    for (const state of [createRun(), started(), applyCommand(started(), { type: 'pause' }, T0)]) {
      const copy: unknown = JSON.parse(JSON.stringify(state));
      expect(stationRunSchema.parse(copy)).toEqual(state);
    }
  });

  it('never reads the clock: only the time it is given counts', () => {
    vi.spyOn(Date, 'now').mockImplementation(() => {
      throw new Error('the phase machine read the clock');
    });
    const end = advanceTime(
      run(started(), T0 + MINUTE, { type: 'pause' }, { type: 'resume' }),
      T0 + 20 * MINUTE,
    );
    expect(end.state.phase).toBe('complete_1');
  });
});
