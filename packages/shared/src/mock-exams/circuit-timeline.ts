// A mock exam's circuit as one timed sequence (docs/mock-exams.md, 'Timeline'): every position's
// reading, station, question and feedback time, the changeovers between positions and the rest
// stations, with the spoken announcements at their instants. Pure and plain JSON like a single
// station's run (stations/phase-machine.ts): every function takes the time as `nowMs` and never
// reads a clock, so the server holds a group's circuit exactly as it holds a station, a solo
// circuit runs the same code in the browser, and a test moves time by passing a number.
import { z } from 'zod';
import { ANNOUNCEMENT_KEYS, type AnnouncementKey } from '../mock-exam-announcements.ts';
import { blockMs, blocksOf, cuesOf, type CircuitBlock, type Cue } from './circuit-cues.ts';
import { circuitTimingSchema, type CircuitTiming } from './circuit-timing.ts';

export const CIRCUIT_PHASES = [
  'setup',
  'changeover',
  'reading',
  'station',
  'questions',
  'feedback',
  'rest',
  'finished',
] as const;
export type CircuitPhase = (typeof CIRCUIT_PHASES)[number];

export interface CircuitRun {
  timing: CircuitTiming;
  /** One entry per position, in order: whether it is a rest station. */
  rests: boolean[];
  phase: CircuitPhase;
  /** The position the phase belongs to (a changeover, to the one it leads to); 0 in setup. */
  position: number;
  /** When the phase's countdown reaches zero; null in setup, when finished and while paused. */
  phaseEndsAt: number | null;
  /** The exact time left of a paused phase; null when not paused. */
  pausedRemainingMs: number | null;
  /** How many of the phase's announcements have been made (cuesOf's order). */
  announced: number;
  finishedAt: number | null;
  /** Finished by the end command rather than by running out. */
  endedEarly: boolean;
}

export type CircuitCommand =
  | { type: 'start' }
  | { type: 'pause' }
  | { type: 'resume' }
  /** Ends the current phase now: the next one starts with its full time. */
  | { type: 'skip' }
  /** Ends the whole circuit now. */
  | { type: 'end' };

/** What happened, at the instant it happened (which may be well before it was noticed). */
export type CircuitEvent =
  | { type: 'phase'; phase: CircuitPhase; position: number; at: number }
  | { type: 'announcement'; key: AnnouncementKey; position: number; at: number };

export interface CircuitStep {
  state: CircuitRun;
  events: CircuitEvent[];
}

export const circuitRunSchema = z.object({
  timing: circuitTimingSchema,
  rests: z.array(z.boolean()).min(1),
  phase: z.enum(CIRCUIT_PHASES),
  position: z.int().min(0),
  phaseEndsAt: z.number().nullable(),
  pausedRemainingMs: z.number().min(0).nullable(),
  announced: z.int().min(0),
  finishedAt: z.number().nullable(),
  endedEarly: z.boolean(),
});

/** An event as the server sends it to a group's members. */
export const circuitEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('phase'),
    phase: z.enum(CIRCUIT_PHASES),
    position: z.int().min(0),
    at: z.number(),
  }),
  z.object({
    type: z.literal('announcement'),
    key: z.enum(ANNOUNCEMENT_KEYS),
    position: z.int().min(1),
    at: z.number(),
  }),
]);

export function createCircuitRun(
  timing: CircuitTiming,
  positions: readonly { rest: boolean }[],
): CircuitRun {
  const { reading, station, questions, feedback, changeover } = timing;
  return {
    timing: { reading, station, questions, feedback, changeover },
    rests: positions.map((p) => p.rest),
    phase: 'setup',
    position: 0,
    phaseEndsAt: null,
    pausedRemainingMs: null,
    announced: 0,
    finishedAt: null,
    endedEarly: false,
  };
}

function isBlock(phase: CircuitPhase): phase is CircuitBlock {
  return phase !== 'setup' && phase !== 'finished';
}

export function isCircuitPaused(run: CircuitRun): boolean {
  return run.pausedRemainingMs !== null;
}

export function isCircuitFinished(run: CircuitRun): boolean {
  return run.phase === 'finished';
}

function blocksAt(run: CircuitRun, position: number): CircuitBlock[] {
  return blocksOf(run.timing, run.rests[position - 1] ?? false, position);
}

function currentCues(run: CircuitRun): Cue[] {
  if (!isBlock(run.phase)) return [];
  const blocks = blocksAt(run, run.position);
  return cuesOf(run.timing, blocks, blocks.indexOf(run.phase));
}

/** The time left of the current phase; null in setup and when finished. */
export function circuitRemainingMs(run: CircuitRun, nowMs: number): number | null {
  if (run.pausedRemainingMs !== null) return run.pausedRemainingMs;
  if (run.phaseEndsAt === null || !isBlock(run.phase)) return null;
  const full = blockMs(run.timing, run.phase);
  return Math.min(full, Math.max(0, run.phaseEndsAt - nowMs));
}

/**
 * When the server must next look at the circuit on its own: the next announcement or the end of
 * the phase, whichever is first; null while nothing runs.
 */
export function nextCircuitDeadline(run: CircuitRun): number | null {
  if (run.phaseEndsAt === null) return null;
  const cue = currentCues(run)[run.announced];
  return cue ? run.phaseEndsAt - cue.remainingMs : run.phaseEndsAt;
}

/** The phase after the current one, and its position; 'finished' after the last position. */
function following(run: CircuitRun): { phase: CircuitPhase; position: number } {
  if (run.phase === 'setup') return { phase: blocksAt(run, 1)[0] ?? 'finished', position: 1 };
  const blocks = blocksAt(run, run.position);
  const next = blocks[blocks.indexOf(run.phase as CircuitBlock) + 1];
  if (next) return { phase: next, position: run.position };
  const position = run.position + 1;
  const first = position <= run.rests.length ? blocksAt(run, position)[0] : undefined;
  return first ? { phase: first, position } : { phase: 'finished', position: run.position };
}

/** Enters the next phase at `at` with its full time (waiting for resume if `paused`). */
function enterNext(
  run: CircuitRun,
  at: number,
  paused: boolean,
  events: CircuitEvent[],
): CircuitRun {
  const { phase, position } = following(run);
  events.push({ type: 'phase', phase, position, at });
  const base = {
    ...run,
    phase,
    position,
    announced: 0,
    phaseEndsAt: null,
    pausedRemainingMs: null,
  };
  if (!isBlock(phase)) return { ...base, finishedAt: at };
  const full = blockMs(run.timing, phase);
  return paused ? { ...base, pausedRemainingMs: full } : { ...base, phaseEndsAt: at + full };
}

/** Makes the announcements of the running phase that are due by `nowMs`, in order. */
function announceDue(run: CircuitRun, nowMs: number, events: CircuitEvent[]): CircuitRun {
  if (run.phaseEndsAt === null) return run;
  const cues = currentCues(run);
  let announced = run.announced;
  for (let cue = cues[announced]; cue; cue = cues[announced]) {
    const at = run.phaseEndsAt - cue.remainingMs;
    if (at > nowMs) break;
    events.push({ type: 'announcement', key: cue.key, position: run.position, at });
    announced++;
  }
  return announced === run.announced ? run : { ...run, announced };
}

/**
 * The passage of time: every announcement and every phase end due by `nowMs`, in order, however
 * many (a laptop asleep through three stations passes through each, and returns each event with
 * the instant it was due). The next phase starts when the previous one ended, not when this is
 * called. Returns the same run, and no events, when nothing was due.
 */
export function advanceCircuit(run: CircuitRun, nowMs: number): CircuitStep {
  const events: CircuitEvent[] = [];
  let state = announceDue(run, nowMs, events);
  // Every phase lasts at least a second, so this ends after the circuit's phases at most.
  while (state.phaseEndsAt !== null && state.phaseEndsAt <= nowMs) {
    state = announceDue(enterNext(state, state.phaseEndsAt, false, events), nowMs, events);
  }
  return { state, events };
}

/**
 * Applies one command at `nowMs`, after catching time up, and returns what happened with it: the
 * events time brought, the command's own, and announcements due at once (entering a station
 * announces it). A command that makes no sense (skip in setup, resume when not paused) changes
 * nothing, and returns the very run it was given when no time was caught up.
 */
export function applyCircuitCommand(
  run: CircuitRun,
  command: CircuitCommand,
  nowMs: number,
): CircuitStep {
  const caught = advanceCircuit(run, nowMs);
  const events = caught.events;
  const current = caught.state;
  let next = current;
  switch (command.type) {
    case 'start':
      if (current.phase === 'setup') next = enterNext(current, nowMs, false, events);
      break;
    case 'pause':
      if (current.phaseEndsAt !== null) {
        const left = Math.max(0, current.phaseEndsAt - nowMs);
        next = { ...current, phaseEndsAt: null, pausedRemainingMs: left };
      }
      break;
    case 'resume':
      if (current.pausedRemainingMs !== null) {
        const endsAt = nowMs + current.pausedRemainingMs;
        next = { ...current, phaseEndsAt: endsAt, pausedRemainingMs: null };
      }
      break;
    case 'skip':
      if (isBlock(current.phase)) {
        // The warnings of the skipped time go unsaid; the bell to move on still rings.
        // (It is never made already: made when the phase ends, and the phase has not ended.)
        if (currentCues(current).at(-1)?.key === 'stop_and_move') {
          events.push({
            type: 'announcement',
            key: 'stop_and_move',
            position: current.position,
            at: nowMs,
          });
        }
        next = enterNext(current, nowMs, isCircuitPaused(current), events);
      }
      break;
    case 'end':
      if (isBlock(current.phase)) {
        events.push({ type: 'phase', phase: 'finished', position: current.position, at: nowMs });
        next = {
          ...current,
          phase: 'finished',
          phaseEndsAt: null,
          pausedRemainingMs: null,
          announced: 0,
          finishedAt: nowMs,
          endedEarly: true,
        };
      }
      break;
  }
  return { state: announceDue(next, nowMs, events), events };
}
