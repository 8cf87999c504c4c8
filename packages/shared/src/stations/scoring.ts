// Marking a station (docs/station-run.md): the
// checkboxes, the total and its maximum, the mark out of 100 and its band, and the payload of
// POST /station/{id}/mark. The form and the server use the same rules, so a mark the form accepts
// is a mark the server records.
import { z } from 'zod';
import { recordId } from '../schemas/id.ts';
import { messages } from '../messages.ts';
import { CIRCUIT_LIMITS } from '../mock-exams/circuit-timing.ts';
import { hasControlCharacters, objectBody, safeText, tooLong } from '../schemas/text.ts';
import {
  GLOBAL_SCORE_MAX,
  MARKING_DOMAINS,
  MAX_MARKS_PER_ITEM,
  type MarkingDomain,
} from './station-constants.ts';

/** A marking guide item as GET /station/{code} sends it (the task is not needed here). */
export interface GuideItem {
  id: number;
  max_marks: number;
}

/** The points given for one marking guide item, as the mark payload and a marking record hold them. */
export interface GuideScore {
  guide_id: number;
  points: number;
}

/** The id of checkbox `index` (0 to max_marks - 1) of a guide item: `{questionId}_{index}`. */
export function checkboxId(questionId: number, index: number): string {
  return `${questionId}_${index}`;
}

/** The guide item and index a checkbox id names, or null for anything else. */
export function parseCheckboxId(id: string): { questionId: number; index: number } | null {
  const match = /^(\d+)_(\d+)$/.exec(id);
  return match ? { questionId: Number(match[1]), index: Number(match[2]) } : null;
}

/**
 * Each guide item's points: the number of its boxes ticked. Ids of other stations' items or past an
 * item's max_marks are ignored, so a stale tick cannot raise a score.
 */
export function scoresFromTicks(
  ticked: Iterable<string>,
  guide: readonly GuideItem[],
): GuideScore[] {
  const ticks = new Set(ticked);
  return guide.map((item) => {
    let points = 0;
    for (let i = 0; i < item.max_marks; i++) if (ticks.has(checkboxId(item.id, i))) points++;
    return { guide_id: item.id, points };
  });
}

/** Total = ticked boxes + global score (an empty global score counts 0). */
export function totalScore(ticked: readonly GuideScore[], globalScore: number | null): number {
  return ticked.reduce((sum, s) => sum + s.points, 0) + (globalScore ?? 0);
}

/** Maximum = sum of max_marks + the global score's 5. */
export function maximumScore(guide: readonly GuideItem[]): number {
  return guide.reduce((sum, item) => sum + item.max_marks, 0) + GLOBAL_SCORE_MAX;
}

/** The mark out of 100, with one decimal; never above 100 nor below 0. */
export function markOutOf100(total: number, maximum: number): number {
  if (maximum <= 0) return 0;
  const percent = Math.min(100, Math.max(0, (total / maximum) * 100));
  return Math.round(percent * 10) / 10;
}

export type MarkBand = 'low' | 'medium' | 'high';

/**
 * The percentage band: below 50 low, 50 to 69 medium, 70 and above high. Marks have one decimal, so
 * the bands meet at the thresholds: 69.5 has not reached 70 and is medium, 49.9 is low. (Rounding
 * 69.5 up to high would show "69.5" in the colour of a mark it did not get.)
 */
export function markBand(percent: number): MarkBand {
  if (percent >= 70) return 'high';
  return percent >= 50 ? 'medium' : 'low';
}

/** Global score: a whole number 0 to 5; empty (an empty field, null) counts as 0. */
export const globalScoreSchema = z.preprocess(
  (value) => (value === '' || value === null || value === undefined ? 0 : value),
  z.int().min(0).max(GLOBAL_SCORE_MAX),
);

/** Cumulative total entry: a whole number, not above the total available. */
export function cumulativeTotalSchema(maximum: number) {
  return z.int().min(0).max(maximum);
}

/** Notes and examiner notes: long free text, lines and tabs kept, other control characters refused. */
const notesText = safeText({ max: 20_000, multiLine: true }).default('');

/** The most characters a group run id may have (the server makes UUIDs, 36). */
export const RUN_ID_MAX = 64;

/** An id the payload may leave out or send as null: absent either way. */
const optionalId = z
  .int()
  .positive()
  .nullish()
  .transform((id) => id ?? undefined);

/** A group run's id, exactly as the live session gave it: never trimmed, no control characters. */
const runIdSchema = z
  .string()
  .min(1, { error: messages.invalidInput })
  .max(RUN_ID_MAX, { error: tooLong(RUN_ID_MAX) })
  .refine((v) => !hasControlCharacters(v), { error: messages.controlCharacters })
  .nullish()
  .transform((id) => id ?? undefined);

/** The most positions a circuit can have: every station and every rest station. */
const CIRCUIT_POSITIONS_MAX = CIRCUIT_LIMITS.stations.max + CIRCUIT_LIMITS.restStations.max;

/**
 * POST /station/{id}/mark (docs/station-run.md, 'API'). Check `scores` against the station with the function
 * below. `group_id` and `run_id` name the group's live run the mark belongs to (both or neither):
 * the server records one marking per candidate and run. `circuit_id` and `position` (both or
 * neither, the member's own marking only) record it against a mock exam's position
 * (docs/mock-exams.md, 'Results'); null is refused there, not taken as absent, since no client
 * has ever sent them as null.
 */
export const markSubmissionSchema = objectBody(
  z
    .object({
      mark: z.number().min(0).max(100),
      notes: notesText,
      examiner_notes: notesText,
      scores: z
        .array(
          z.object({
            guide_id: recordId(),
            points: z.int().min(0).max(MAX_MARKS_PER_ITEM),
          }),
        )
        .max(200),
      global_score: globalScoreSchema,
      status: z.enum(['complete', 'attempt_again']),
      /** The attached candidate the examiner marks; absent (or null) when marking oneself. */
      user_id: optionalId,
      /** The group whose live run is marked; with run_id. */
      group_id: optionalId,
      /** The live run marked (a new one for every start, repeat and reset); with group_id. */
      run_id: runIdSchema,
      /** The circuit whose position this marks; with position. */
      circuit_id: recordId(messages.circuitNotFound).optional(),
      /** The circuit's position marked, numbered from 1; with circuit_id. */
      position: z
        .int({ error: messages.circuitPositionUnknown })
        .min(1, { error: messages.circuitPositionUnknown })
        .max(CIRCUIT_POSITIONS_MAX, { error: messages.circuitPositionUnknown })
        .optional(),
    })
    .superRefine((body, ctx) => {
      const problem = (path: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      if ((body.group_id === undefined) !== (body.run_id === undefined)) {
        problem(body.group_id === undefined ? 'group_id' : 'run_id', messages.invalidInput);
      }
      if ((body.circuit_id === undefined) !== (body.position === undefined)) {
        problem(
          body.circuit_id === undefined ? 'circuit_id' : 'position',
          messages.circuitMarkBothFields,
        );
      } else if (
        body.circuit_id !== undefined &&
        (body.group_id !== undefined || body.user_id !== undefined)
      ) {
        problem('circuit_id', messages.circuitMarkSoloOnly);
      }
    }),
);
export type MarkSubmission = z.output<typeof markSubmissionSchema>;

export interface ScoreProblem {
  /** Where in the payload: 'scores.2.points'. */
  field: string;
  message: string;
}

/**
 * Checks scores against the station's marking guide: every guide id known and given once, every
 * points value a whole number from 0 to that item's max_marks. Items left out count 0. Returns
 * every problem found; none means the scores can be recorded.
 */
export function checkScoresAgainstGuide(
  scores: readonly GuideScore[],
  guide: readonly GuideItem[],
): ScoreProblem[] {
  const maxMarks = new Map(guide.map((item) => [item.id, item.max_marks]));
  const seen = new Set<number>();
  const problems: ScoreProblem[] = [];
  scores.forEach(({ guide_id, points }, i) => {
    const max = maxMarks.get(guide_id);
    if (max === undefined) {
      problems.push({
        field: `scores.${i}.guide_id`,
        message: `${guide_id} is not a marking guide item of this station`,
      });
    } else if (seen.has(guide_id)) {
      problems.push({ field: `scores.${i}.guide_id`, message: `${guide_id} is scored twice` });
    }
    seen.add(guide_id);
    if (!Number.isInteger(points)) {
      problems.push({ field: `scores.${i}.points`, message: 'must be a whole number' });
    } else if (points < 0 || (max !== undefined && points > max)) {
      // An unknown item has no maximum to name; its id is already reported above.
      const range = max === undefined ? 'must not be below 0' : `must be from 0 to ${max}`;
      problems.push({ field: `scores.${i}.points`, message: range });
    }
  });
  return problems;
}

/** The mark out of 100 that scores and a global score earn on a guide, as the server records it. */
export function markFor(
  scores: readonly GuideScore[],
  globalScore: number | null,
  guide: readonly GuideItem[],
): number {
  return markOutOf100(totalScore(scores, globalScore), maximumScore(guide));
}

// Version 2 (docs/content.md, 'Marking in domains'): the spec's mark stays exactly as above; the
// score summary and My Stats add each domain's share and the critical items missed.

/** A marking guide item with what version 2 says of it (null domain: a version 1 item). */
export interface DomainGuideItem extends GuideItem {
  domain: MarkingDomain | null;
  critical: boolean;
}

export interface DomainShare {
  domain: MarkingDomain;
  /** Boxes ticked over boxes available in the domain's items, out of 100 with one decimal. */
  share: number;
}

/**
 * Each domain's share of its boxes, in the order of MARKING_DOMAINS; a domain without items is left
 * out, and so is every item of a version 1 station (no domain). The global score belongs to none.
 */
export function domainShares(
  guide: readonly DomainGuideItem[],
  scores: readonly GuideScore[],
): DomainShare[] {
  const points = new Map(scores.map((s) => [s.guide_id, s.points]));
  const sums = new Map<MarkingDomain, { got: number; max: number }>();
  for (const item of guide) {
    if (!item.domain) continue;
    const sum = sums.get(item.domain) ?? { got: 0, max: 0 };
    sum.got += Math.min(points.get(item.id) ?? 0, item.max_marks);
    sum.max += item.max_marks;
    sums.set(item.domain, sum);
  }
  return MARKING_DOMAINS.flatMap((domain) => {
    const sum = sums.get(domain);
    return sum && sum.max > 0 ? [{ domain, share: markOutOf100(sum.got, sum.max) }] : [];
  });
}

/**
 * The critical items not fully met: fewer boxes than the item has. A safety-critical action done
 * in part (the right drug by the wrong route) is still flagged.
 */
export function missedCriticalItems<T extends DomainGuideItem>(
  guide: readonly T[],
  scores: readonly GuideScore[],
): T[] {
  const points = new Map(scores.map((s) => [s.guide_id, s.points]));
  return guide.filter((item) => item.critical && (points.get(item.id) ?? 0) < item.max_marks);
}
