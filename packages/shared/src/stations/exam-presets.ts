// Exam presets and the minutes a run starts from (docs/station-run.md, 'Timing a version 2
// station'). A preset is the timing of a real exam, rounded to the setup step's options; what each
// one assumes is said in its note. startingTiming is the one rule for which minutes a run starts
// with: the member's timing for this station, else their exam preset, else the station's
// recommended timing, else their preferred timing (the defaults until saved).
import { messages } from '../messages.ts';
import { TIMED_PHASES } from './roles.ts';
import {
  DEFAULT_TIMING,
  isTimingOption,
  isValidTiming,
  PREVIEW_TIMING,
  type PhaseMinutes,
} from './timing.ts';

export const EXAM_PRESET_IDS = ['plab2', 'ukmla_cpsa'] as const;
export type ExamPresetId = (typeof EXAM_PRESET_IDS)[number];

export interface ExamPreset {
  id: ExamPresetId;
  /** The choice's text, e.g. 'PLAB 2 (8 minutes)'. */
  label: string;
  /** The name in 'PLAB 2 preset'. */
  shortLabel: string;
  /** What the preset assumes of the real exam, and what it rounds. */
  note: string;
  minutes: Readonly<PhaseMinutes>;
}

/**
 * PLAB 2 (GMC, 'What is the PLAB 2 exam?'): 8-minute scenarios with one and a half minutes between
 * them to read the instructions. Reading has no 1.5-minute option, so 2 (the time is not cut
 * short). The 8 minutes in the room are the station time here (station + question minutes): 6 of
 * station time and 2 of question time, so the tasks a stem puts at the end (presenting, answering
 * the examiner) keep their minutes. Feedback is not part of the exam: the app's 2 minutes, for
 * practice. These are the app's default minutes; the preset's use is that it overrides a
 * station's own recommended timing.
 */
export const PLAB2_PRESET: ExamPreset = Object.freeze({
  id: 'plab2',
  label: messages.examPresetPlab2,
  shortLabel: messages.examPresetPlab2Short,
  note: messages.examPresetPlab2Note,
  minutes: Object.freeze({ reading: 2, station: 6, question: 2, feedback: 2 }),
});

/**
 * The UKMLA Clinical and Professional Skills Assessment is set by each medical school (GMC,
 * 'Requirements for the MLA CPSA'): there is no one national format. An OSCE circuit with 1 to 2
 * minutes to read the brief and 8-minute stations is typical, so 1 minute of reading (the shorter
 * end) and 8 minutes of station time split 6 + 2 as for PLAB 2, with 2 minutes of feedback for
 * practice.
 */
export const UKMLA_CPSA_PRESET: ExamPreset = Object.freeze({
  id: 'ukmla_cpsa',
  label: messages.examPresetCpsa,
  shortLabel: messages.examPresetCpsaShort,
  note: messages.examPresetCpsaNote,
  minutes: Object.freeze({ reading: 1, station: 6, question: 2, feedback: 2 }),
});

export const EXAM_PRESETS: Readonly<Record<ExamPresetId, ExamPreset>> = Object.freeze({
  plab2: PLAB2_PRESET,
  ukmla_cpsa: UKMLA_CPSA_PRESET,
});

export function isExamPresetId(value: unknown): value is ExamPresetId {
  return typeof value === 'string' && (EXAM_PRESET_IDS as readonly string[]).includes(value);
}

/** Where a run's starting minutes came from; the setup step names it. */
export type TimingSource =
  'station' | 'preset' | 'recommended' | 'preferred' | 'preview' | 'custom';

export interface StartingTiming {
  minutes: PhaseMinutes;
  source: TimingSource;
  /** The preset the minutes are, when `source` is 'preset'. */
  preset: ExamPresetId | null;
}

export interface StartingTimingInput {
  /** The member's saved timing for this station (POST /user/save_station_timing). */
  stationSaved?: PhaseMinutes | null;
  /** The member's exam preset (POST /user/save_exam_preset). */
  preset?: ExamPresetId | string | null;
  /** The station's recommended_timing (null for a version 1 station). */
  recommended?: PhaseMinutes | null;
  /** The member's preferred_timing (GET /user; the defaults until saved). */
  preferred?: PhaseMinutes | null;
  /** The public preview runs on fixed minutes. */
  preview?: boolean;
}

function validOrNull(minutes: PhaseMinutes | null | undefined): PhaseMinutes | null {
  if (!minutes) return null;
  const only = {
    reading: minutes.reading,
    station: minutes.station,
    question: minutes.question,
    feedback: minutes.feedback,
  };
  return isValidTiming(only) ? only : null;
}

/** The preferred minutes, each phase among its options or the default (as stored values may age). */
function preferredMinutes(preferred: PhaseMinutes | null | undefined): PhaseMinutes {
  const minutes = { ...DEFAULT_TIMING };
  for (const phase of TIMED_PHASES) {
    const value = preferred?.[phase];
    if (value !== undefined && isTimingOption(phase, value)) minutes[phase] = value;
  }
  return minutes;
}

/**
 * The minutes a run starts from, and where they came from: the member's timing for this station,
 * else the exam preset, else the station's recommended timing, else the preferred timing (each
 * phase among its options, or DEFAULT_TIMING). A value not among today's options is passed over.
 * The preview always runs on PREVIEW_TIMING.
 */
export function startingTiming(input: StartingTimingInput): StartingTiming {
  if (input.preview) return { minutes: { ...PREVIEW_TIMING }, source: 'preview', preset: null };
  const saved = validOrNull(input.stationSaved);
  if (saved) return { minutes: saved, source: 'station', preset: null };
  if (isExamPresetId(input.preset)) {
    return {
      minutes: { ...EXAM_PRESETS[input.preset].minutes },
      source: 'preset',
      preset: input.preset,
    };
  }
  const recommended = validOrNull(input.recommended);
  if (recommended) return { minutes: recommended, source: 'recommended', preset: null };
  return { minutes: preferredMinutes(input.preferred), source: 'preferred', preset: null };
}

function same(a: PhaseMinutes, b: PhaseMinutes | null | undefined): boolean {
  return !!b && TIMED_PHASES.every((phase) => a[phase] === b[phase]);
}

/**
 * Which of the member's timings the minutes on screen are, in startingTiming's order (then any
 * other preset), or 'custom' when they match none: the setup step says where they come from even
 * after a reload, a change by hand or a group's examiner's choice.
 */
export function timingSourceOf(
  minutes: PhaseMinutes,
  input: Omit<StartingTimingInput, 'preview'>,
): StartingTiming {
  const found = (source: TimingSource, preset: ExamPresetId | null = null): StartingTiming => ({
    minutes: { ...minutes },
    source,
    preset,
  });
  if (same(minutes, validOrNull(input.stationSaved))) return found('station');
  if (isExamPresetId(input.preset) && same(minutes, EXAM_PRESETS[input.preset].minutes)) {
    return found('preset', input.preset);
  }
  if (same(minutes, validOrNull(input.recommended))) return found('recommended');
  if (same(minutes, preferredMinutes(input.preferred))) return found('preferred');
  const preset = EXAM_PRESET_IDS.find((id) => same(minutes, EXAM_PRESETS[id].minutes));
  if (preset) return found('preset', preset);
  return found('custom');
}

/** The setup step's words for where the minutes come from. */
export function timingSourceText({ source, preset }: Pick<StartingTiming, 'source' | 'preset'>) {
  switch (source) {
    case 'station':
      return messages.timingSourceStation;
    case 'preset':
      return messages.timingSourcePreset.replace(
        '{preset}',
        preset ? EXAM_PRESETS[preset].shortLabel : '',
      );
    case 'recommended':
      return messages.timingSourceRecommended;
    case 'preferred':
      return messages.timingSourcePreferred;
    case 'preview':
      return messages.stationPreviewTimingIntro;
    case 'custom':
      return messages.timingSourceCustom;
  }
}
