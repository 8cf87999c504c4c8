// Station timings (docs/station-run.md): the minutes a member may choose for each
// timed phase, the defaults, how minutes become the milliseconds a run counts down, and the
// "station time" line that tells a candidate how long each task of the stem may take.
import { z } from 'zod';
import { objectBody } from '../schemas/text.ts';
import { TIMED_PHASES, type TimedPhase } from './roles.ts';
import type { StationArea } from './station-constants.ts';

/** The choices of the pre-start timing setup, in minutes (docs/station-run.md, 'Constants'). */
export const TIMING_OPTIONS = {
  reading: [0, 1, 2, 3],
  station: [0, 2, 3, 4, 5, 6, 7, 8, 9, 10],
  question: [0, 1, 2, 3, 4],
  feedback: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
} as const satisfies Record<TimedPhase, readonly number[]>;

/** Minutes for each timed phase, as the user's preferred_timing holds them. */
export type PhaseMinutes = Record<TimedPhase, number>;

/** The timing of one run: the minutes chosen, and whether the run is timed at all. */
export interface StationTiming extends PhaseMinutes {
  /** No countdown: every phase shows ∞ and is stepped by hand (docs/station-run.md, 'Rules'). */
  disabled: boolean;
}

export const DEFAULT_TIMING: Readonly<PhaseMinutes> = Object.freeze({
  reading: 2,
  station: 6,
  question: 2,
  feedback: 2,
});

/** Preview (trial) users cannot choose: they always get these. */
export const PREVIEW_TIMING: Readonly<PhaseMinutes> = Object.freeze({
  reading: 1,
  station: 6,
  question: 2,
  feedback: 2,
});

export const MS_PER_MINUTE = 60_000;
/** What the option 0 lasts: "0 means 1 second (0.0167 minutes)". */
export const ZERO_OPTION_MS = 1_000;

/**
 * How long a phase set to `minutes` counts down. The spec says both "Phases set to zero time are
 * skipped" and "The option 0 means 1 second". We read them together: a phase set to 0 stays in the
 * run and lasts one second, so it is passed through (its bell rings and the next phase's toast
 * shows) rather than removed. Removing it would make a run's phases differ from the four timer
 * rows the screen shows, and the bell would not mark the change of phase.
 */
export function phaseDurationMs(minutes: number): number {
  return minutes === 0 ? ZERO_OPTION_MS : minutes * MS_PER_MINUTE;
}

export function isTimingOption(phase: TimedPhase, minutes: number): boolean {
  return (TIMING_OPTIONS[phase] as readonly number[]).includes(minutes);
}

/** Whether every phase's minutes are among its options (a preview or saved timing included). */
export function isValidTiming(minutes: PhaseMinutes): boolean {
  return TIMED_PHASES.every((phase) => isTimingOption(phase, minutes[phase]));
}

// The form offers only these values, so a refusal means a hand-made request: zod's own message
// ("expected one of ...") is enough, and the spec words none.
const minutesShape = {
  reading: z.literal(TIMING_OPTIONS.reading),
  station: z.literal(TIMING_OPTIONS.station),
  question: z.literal(TIMING_OPTIONS.question),
  feedback: z.literal(TIMING_OPTIONS.feedback),
};

/** POST /user/save_timing: the member's preferred minutes, each one of its phase's options. */
export const saveTimingSchema = objectBody(z.object(minutesShape));
export type SaveTiming = z.output<typeof saveTimingSchema>;

/** A run's timing as the server holds it and sends it to a group. */
export const stationTimingSchema = z.object({ ...minutesShape, disabled: z.boolean() });

/**
 * A countdown as the timer rows show it: minutes and seconds, rounded up so a running phase reads
 * 0:01 in its last second and never 0:00 (the spec's 1000 ms ticks showed the same); ∞ when the
 * run is not timed.
 */
export function countdownText(ms: number | null): string {
  if (ms === null) return '∞';
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Minutes as the station time line shows them: whole, or with one decimal ("1.5", "0.7"). */
export function formatMinutes(minutes: number): string {
  // Round first, so 2.96 reads "3" rather than "3.0".
  const tenths = Math.round(minutes * 10);
  return tenths % 10 === 0 ? String(tenths / 10) : (tenths / 10).toFixed(1);
}

export interface TaskTime {
  /** The task's position in stem_tasks. */
  index: number;
  area: StationArea;
  minutes: number;
  minutesText: string;
}

export interface StationTime {
  /** original_station + original_question. */
  totalMinutes: number;
  perTask: TaskTime[];
}

/** The minutes an area of the stem owns. A 'station/questions' task spans both phases. */
function areaMinutes(timing: PhaseMinutes, area: StationArea): number {
  return area === 'station/questions' ? timing.station + timing.question : timing[area];
}

/**
 * The station time text (docs/station-run.md, 'Constants'): the total, and each task's share of its area's minutes.
 * Each station_area value is its own area: 'station/questions' tasks divide station + question
 * minutes among themselves, apart from any plain 'station' or 'question' tasks (the spec divides
 * "the area's minutes" by "the number of tasks in that area"; a stem that mixes both kinds counts
 * those minutes twice, which is for its author to avoid).
 */
export function stationTimeText(
  timing: PhaseMinutes,
  tasks: readonly { station_area: StationArea }[],
): StationTime {
  const counts = new Map<StationArea, number>();
  for (const task of tasks) counts.set(task.station_area, (counts.get(task.station_area) ?? 0) + 1);
  return {
    totalMinutes: timing.station + timing.question,
    perTask: tasks.map((task, index) => {
      const minutes = areaMinutes(timing, task.station_area) / (counts.get(task.station_area) ?? 1);
      return { index, area: task.station_area, minutes, minutesText: formatMinutes(minutes) };
    }),
  };
}
