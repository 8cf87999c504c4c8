// The marking form's figures (docs/station-run.md), from what the member
// ticked and typed: each guide item's points, the global score, the total and its maximum, the mark
// out of 100 and its band. A typed cumulative total is what the form shows; the mark recorded is
// always the one the ticks and the global score earn (markFor), which is what the server checks.
import { messages } from '@osce/shared/messages';
import {
  cumulativeTotalSchema,
  globalScoreSchema,
  markBand,
  markFor,
  markOutOf100,
  maximumScore,
  scoresFromTicks,
  totalScore,
  type GuideItem,
  type GuideScore,
  type MarkBand,
} from '@osce/shared/stations/scoring';

export interface MarkingAnswers {
  /** Ticked checkbox ids: checkboxId(item.id, index). */
  ticked: ReadonlySet<string>;
  /** The global score field as typed; empty counts as 0. */
  globalScore: string;
  /** The cumulative total entry as typed; empty means not used. */
  cumulativeTotal: string;
}

export const NO_MARKING_ANSWERS: MarkingAnswers = {
  ticked: new Set(),
  globalScore: '',
  cumulativeTotal: '',
};

export interface MarkingSummary {
  scores: GuideScore[];
  /** The global score as recorded: 0 when empty (or while the field shows an error). */
  globalScore: number;
  globalScoreError: string | undefined;
  cumulativeTotalError: string | undefined;
  maximum: number;
  /** Ticked boxes + global score, and its mark: what is recorded. */
  recordedTotal: number;
  recordedMark: number;
  /** A valid typed cumulative total, or null. */
  typedTotal: number | null;
  /** What the form shows: the typed total when there is one, else the recorded one. */
  shownTotal: number;
  shownMark: number;
  shownBand: MarkBand;
  /** Submit buttons are disabled while a field has an error (docs/station-run.md, 'Validation'). */
  hasErrors: boolean;
}

/** A whole number as typed ('' is null), or NaN for anything else ('2.5', 'two', '-'). */
function parseWhole(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

export function summariseMarking(
  answers: MarkingAnswers,
  guide: readonly GuideItem[],
): MarkingSummary {
  const scores = scoresFromTicks(answers.ticked, guide);
  const maximum = maximumScore(guide);

  const global = globalScoreSchema.safeParse(parseWhole(answers.globalScore));
  const globalScore = global.success ? global.data : 0;
  const globalScoreError = global.success ? undefined : messages.markingGlobalScoreInvalid;

  const typed = parseWhole(answers.cumulativeTotal);
  const cumulative = typed === null ? null : cumulativeTotalSchema(maximum).safeParse(typed);
  const typedTotal = cumulative?.success ? cumulative.data : null;
  const cumulativeTotalError =
    cumulative && !cumulative.success
      ? messages.markingCumulativeInvalid.replace('{maximum}', String(maximum))
      : undefined;

  const recordedTotal = totalScore(scores, globalScore);
  const shownTotal = typedTotal ?? recordedTotal;
  const shownMark = markOutOf100(shownTotal, maximum);
  return {
    scores,
    globalScore,
    globalScoreError,
    cumulativeTotalError,
    maximum,
    recordedTotal,
    recordedMark: markFor(scores, globalScore, guide),
    typedTotal,
    shownTotal,
    shownMark,
    shownBand: markBand(shownMark),
    hasErrors: globalScoreError !== undefined || cumulativeTotalError !== undefined,
  };
}

/** The band's word, so the colour is never the only sign of it. */
export const BAND_LABELS: Record<MarkBand, string> = {
  low: messages.markingBandLow,
  medium: messages.markingBandMedium,
  high: messages.markingBandHigh,
};

/** A mark as shown: one decimal only when it has one (48, 48.5). */
export function formatMark(mark: number): string {
  return Number.isInteger(mark) ? String(mark) : mark.toFixed(1);
}
