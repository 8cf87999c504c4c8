import { describe, expect, it } from 'vitest';
import { circuitDurationMs, layoutCircuit, type CircuitTiming } from './circuit-timing.ts';
import {
  advanceCircuit,
  applyCircuitCommand,
  circuitEventSchema,
  circuitRemainingMs,
  circuitRunSchema,
  createCircuitRun,
  isCircuitFinished,
  isCircuitPaused,
  nextCircuitDeadline,
  type CircuitCommand,
  type CircuitEvent,
  type CircuitRun,
} from './circuit-timeline.ts';
import { EXAM_CIRCUIT_PRESETS } from './exam-circuit-presets.ts';

// A fake clock is a number: server milliseconds. PLAB 2's timing: 90 s of reading, 6 minutes of
// station and 2 of question time, no feedback, no changeover.
const T0 = 1_700_000_000_000;
const S = 1_000;
const MIN = 60_000;
const PLAB2 = EXAM_CIRCUIT_PRESETS.plab2.timing;
const plain = (n: number) => Array.from({ length: n }, () => ({ rest: false }));

function started(timing: CircuitTiming = PLAB2, positions = plain(3)) {
  return applyCircuitCommand(createCircuitRun(timing, positions), { type: 'start' }, T0);
}

/** What was said, as 'key@seconds after T0 (position)', phases as '>phase@seconds (position)'. */
function said(events: CircuitEvent[]): string[] {
  return events.map((e) =>
    e.type === 'phase'
      ? `>${e.phase}@${(e.at - T0) / S} (${e.position})`
      : `${e.key}@${(e.at - T0) / S} (${e.position})`,
  );
}

/** Advances second by second from `from` to `to`, as a server timer firing on time would. */
function stepThrough(
  run: CircuitRun,
  from: number,
  to: number,
): { state: CircuitRun; events: CircuitEvent[] } {
  let state = run;
  const events: CircuitEvent[] = [];
  for (let now = from; now <= to; now += S) {
    const step = advanceCircuit(state, now);
    state = step.state;
    events.push(...step.events);
  }
  return { state, events };
}

function apply(run: CircuitRun, at: number, command: CircuitCommand) {
  return applyCircuitCommand(run, command, at);
}

describe('starting a circuit', () => {
  it('waits in setup, where time changes nothing, as JSON its schema accepts', () => {
    const run = createCircuitRun(PLAB2, plain(2));
    expect(circuitRunSchema.parse(run)).toEqual(run);
    expect(run.phase).toBe('setup');
    const later = advanceCircuit(run, T0 + 60 * MIN);
    expect(later.state).toBe(run);
    expect(later.events).toEqual([]);
    expect(nextCircuitDeadline(run)).toBeNull();
  });

  it('starts position 1’s reading and says so at once', () => {
    const { state, events } = started();
    expect(said(events)).toEqual(['>reading@0 (1)', 'read_instructions@0 (1)']);
    expect(state).toMatchObject({ phase: 'reading', position: 1, phaseEndsAt: T0 + 90 * S });
    expect(circuitRemainingMs(state, T0 + 30 * S)).toBe(60 * S);
  });
});

describe('one station, announcement by announcement', () => {
  it('runs PLAB 2’s station: enter at 90 s, two minutes left as question time starts, 30 s, stop', () => {
    const { state } = started();
    const { events } = stepThrough(state, T0 + S, T0 + 570 * S);
    expect(said(events)).toEqual([
      '>station@90 (1)',
      'enter_station@90 (1)',
      '>questions@450 (1)',
      'two_minutes@450 (1)',
      'thirty_seconds@540 (1)',
      'stop_and_move@570 (1)',
      '>reading@570 (2)',
      'read_instructions@570 (2)',
    ]);
  });

  it('puts the warnings inside station time when there is no question time', () => {
    const timing = { ...PLAB2, reading: 60, station: 480, questions: 0 };
    const { events } = stepThrough(started(timing).state, T0 + S, T0 + 540 * S);
    expect(said(events).filter((e) => !e.startsWith('>'))).toEqual([
      'enter_station@60 (1)',
      'two_minutes@420 (1)',
      'thirty_seconds@510 (1)',
      'stop_and_move@540 (1)',
      'read_instructions@540 (2)',
    ]);
  });

  it('puts the warnings inside question time when it is longer than two minutes (NAC)', () => {
    const { events } = stepThrough(
      started(EXAM_CIRCUIT_PRESETS.nac.timing).state,
      T0 + S,
      T0 + 780 * S,
    );
    // reading 120 s, station 480 s, questions 180 s: the encounter ends at 780 s.
    expect(said(events).filter((e) => !e.startsWith('>'))).toEqual([
      'enter_station@120 (1)',
      'two_minutes@660 (1)',
      'thirty_seconds@750 (1)',
      'stop_and_move@780 (1)',
      'read_instructions@780 (2)',
    ]);
  });

  it('gives no two-minute warning when the encounter is not longer than two minutes', () => {
    const timing = { ...PLAB2, reading: 0, station: 60, questions: 60 };
    const { events } = stepThrough(started(timing).state, T0 + S, T0 + 120 * S);
    expect(said(events).filter((e) => !e.startsWith('>'))).toEqual([
      'thirty_seconds@90 (1)',
      'stop_and_move@120 (1)',
      'enter_station@120 (2)',
    ]);
  });

  it('skips a part of 0 seconds: no reading means entering the station at once', () => {
    const { state, events } = started({ ...PLAB2, reading: 0 });
    expect(said(events)).toEqual(['>station@0 (1)', 'enter_station@0 (1)']);
    expect(state.phase).toBe('station');
  });

  it('keeps practice feedback inside the circuit: the move comes after it', () => {
    const timing = { ...PLAB2, feedback: 120 };
    const { events } = stepThrough(started(timing).state, T0 + S, T0 + 690 * S);
    expect(said(events).slice(-5)).toEqual([
      'thirty_seconds@540 (1)',
      '>feedback@570 (1)',
      'stop_and_move@690 (1)',
      '>reading@690 (2)',
      'read_instructions@690 (2)',
    ]);
    expect(said(events)).not.toContain('stop_and_move@570 (1)');
  });
});

describe('changeovers, rest stations and the end', () => {
  it('puts a silent changeover before every position but the first, belonging to the next', () => {
    const timing = { ...PLAB2, changeover: 30 };
    const { events } = stepThrough(started(timing).state, T0 + S, T0 + 600 * S);
    expect(said(events).slice(-4)).toEqual([
      'stop_and_move@570 (1)',
      '>changeover@570 (2)',
      '>reading@600 (2)',
      'read_instructions@600 (2)',
    ]);
  });

  it('runs a rest station as one block of a station’s length, announced and ended with the move', () => {
    const positions = layoutCircuit([1, 2], 1);
    expect(positions.map((p) => p.rest)).toEqual([false, true, false]);
    const { events } = stepThrough(started(PLAB2, positions).state, T0 + S, T0 + 1140 * S);
    expect(said(events).slice(-6)).toEqual([
      'stop_and_move@570 (1)',
      '>rest@570 (2)',
      'rest_station@570 (2)',
      'stop_and_move@1140 (2)',
      '>reading@1140 (3)',
      'read_instructions@1140 (3)',
    ]);
  });

  it('finishes when the last position’s last phase ends, and then nothing more happens', () => {
    const { state, events } = stepThrough(started(PLAB2, plain(1)).state, T0 + S, T0 + 600 * S);
    expect(said(events).slice(-2)).toEqual(['stop_and_move@570 (1)', '>finished@570 (1)']);
    expect(isCircuitFinished(state)).toBe(true);
    expect(state).toMatchObject({ finishedAt: T0 + 570 * S, endedEarly: false, phaseEndsAt: null });
    expect(advanceCircuit(state, T0 + 999 * MIN).state).toBe(state);
    expect(nextCircuitDeadline(state)).toBeNull();
  });

  it('runs a whole PLAB 2 circuit in its exact length, with every announcement once', () => {
    const positions = layoutCircuit(
      Array.from({ length: 16 }, (_, i) => i + 1),
      2,
    );
    const { events } = stepThrough(started(PLAB2, positions).state, T0 + S, T0 + 200 * MIN);
    const finished = events.find((e) => e.type === 'phase' && e.phase === 'finished');
    expect(finished?.at).toBe(T0 + circuitDurationMs(PLAB2, positions));
    const count = (key: string) =>
      events.filter((e) => e.type === 'announcement' && e.key === key).length;
    expect(count('enter_station')).toBe(16);
    expect(count('two_minutes')).toBe(16);
    expect(count('thirty_seconds')).toBe(16);
    expect(count('rest_station')).toBe(2);
    expect(count('stop_and_move')).toBe(18);
    // read_instructions of position 1 was said by the start itself.
    expect(count('read_instructions')).toBe(15);
  });
});

describe('a late wake-up', () => {
  it('applies everything that fell due at once, in order, each at its own instant', () => {
    const timing = { ...PLAB2, changeover: 30, feedback: 60 };
    const positions = layoutCircuit([1, 2, 3], 1);
    const { state } = started(timing, positions);
    const asleep = advanceCircuit(state, T0 + 40 * MIN);
    const awake = stepThrough(state, T0 + S, T0 + 40 * MIN);
    expect(said(asleep.events)).toEqual(said(awake.events));
    expect(asleep.state).toEqual(awake.state);
    expect(asleep.events.length).toBeGreaterThan(20);
    for (const event of asleep.events) expect(circuitEventSchema.parse(event)).toEqual(event);
  });

  it('is the same whether a timer fires on time or a late call catches up part-way', () => {
    const { state } = started();
    const half = advanceCircuit(state, T0 + 500 * S);
    const rest = advanceCircuit(half.state, T0 + 1200 * S);
    const whole = advanceCircuit(state, T0 + 1200 * S);
    expect(said([...half.events, ...rest.events])).toEqual(said(whole.events));
  });
});

describe('pause and resume', () => {
  it('freezes the phase: nothing falls due while paused, and the rest comes later by as much', () => {
    const paused = apply(started().state, T0 + 100 * S, { type: 'pause' }).state;
    expect(isCircuitPaused(paused)).toBe(true);
    expect(circuitRemainingMs(paused, T0 + 50 * MIN)).toBe(350 * S);
    const idle = advanceCircuit(paused, T0 + 50 * MIN);
    expect(idle.state).toBe(paused);
    expect(idle.events).toEqual([]);
    expect(nextCircuitDeadline(paused)).toBeNull();

    // Resumed 10 minutes after pausing: station time ends at 450 + 600 s.
    const resumed = apply(paused, T0 + 700 * S, { type: 'resume' });
    expect(resumed.events).toEqual([]);
    const { events } = stepThrough(resumed.state, T0 + 701 * S, T0 + 1050 * S);
    expect(said(events)).toEqual(['>questions@1050 (1)', 'two_minutes@1050 (1)']);
  });

  it('catches up before pausing, so a pause after a phase end pauses the next phase', () => {
    const { state, events } = apply(started().state, T0 + 100 * S, { type: 'pause' });
    expect(said(events)).toEqual(['>station@90 (1)', 'enter_station@90 (1)']);
    expect(state.phase).toBe('station');
  });
});

describe('skip and end', () => {
  it('skips to the next phase now: warnings of the skipped time are not said', () => {
    const inStation = advanceCircuit(started().state, T0 + 100 * S).state;
    const { state, events } = apply(inStation, T0 + 200 * S, { type: 'skip' });
    expect(said(events)).toEqual(['>questions@200 (1)', 'two_minutes@200 (1)']);
    expect(state.phaseEndsAt).toBe(T0 + 320 * S);
  });

  it('still rings the move when the station’s last phase is skipped', () => {
    const inQuestions = advanceCircuit(started().state, T0 + 460 * S).state;
    const { events } = apply(inQuestions, T0 + 470 * S, { type: 'skip' });
    expect(said(events)).toEqual([
      'stop_and_move@470 (1)',
      '>reading@470 (2)',
      'read_instructions@470 (2)',
    ]);
  });

  it('keeps a paused circuit paused: the next phase waits with its full time, announced on resume', () => {
    const paused = apply(started().state, T0 + 10 * S, { type: 'pause' }).state;
    const skipped = apply(paused, T0 + 20 * S, { type: 'skip' });
    expect(said(skipped.events)).toEqual(['>station@20 (1)']);
    expect(skipped.state).toMatchObject({ phase: 'station', pausedRemainingMs: 360 * S });
    const resumed = apply(skipped.state, T0 + 30 * S, { type: 'resume' });
    expect(said(resumed.events)).toEqual(['enter_station@30 (1)']);
  });

  it('finishes from the last phase', () => {
    const inQuestions = advanceCircuit(started(PLAB2, plain(1)).state, T0 + 460 * S).state;
    const { state, events } = apply(inQuestions, T0 + 470 * S, { type: 'skip' });
    expect(said(events)).toEqual(['stop_and_move@470 (1)', '>finished@470 (1)']);
    expect(state.endedEarly).toBe(false);
  });

  it('ends the whole circuit at once, early, with nothing more to say', () => {
    const { state, events } = apply(started().state, T0 + 100 * S, { type: 'end' });
    expect(said(events)).toEqual(['>station@90 (1)', 'enter_station@90 (1)', '>finished@100 (1)']);
    expect(state).toMatchObject({ phase: 'finished', endedEarly: true, finishedAt: T0 + 100 * S });
    expect(advanceCircuit(state, T0 + 99 * MIN).events).toEqual([]);
  });

  it('returns the very run for a command that makes no sense', () => {
    const setup = createCircuitRun(PLAB2, plain(2));
    for (const type of ['pause', 'resume', 'skip', 'end'] as const) {
      expect(apply(setup, T0, { type }).state).toBe(setup);
    }
    const running = started().state;
    expect(apply(running, T0, { type: 'start' }).state).toBe(running);
    expect(apply(running, T0, { type: 'resume' }).state).toBe(running);
    const finished = apply(running, T0, { type: 'end' }).state;
    expect(apply(finished, T0 + S, { type: 'skip' }).state).toBe(finished);
  });
});

describe('when the server must look next', () => {
  it('is the next announcement or the phase’s end, whichever comes first', () => {
    const reading = started().state;
    expect(nextCircuitDeadline(reading)).toBe(T0 + 90 * S);
    const station = advanceCircuit(reading, T0 + 90 * S).state;
    expect(nextCircuitDeadline(station)).toBe(T0 + 450 * S);
    const questions = advanceCircuit(station, T0 + 450 * S).state;
    expect(nextCircuitDeadline(questions)).toBe(T0 + 540 * S);
    const lastSeconds = advanceCircuit(questions, T0 + 540 * S).state;
    expect(nextCircuitDeadline(lastSeconds)).toBe(T0 + 570 * S);
  });
});
