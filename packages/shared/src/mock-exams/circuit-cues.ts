// What a circuit is made of, phase by phase (docs/mock-exams.md, 'Timeline'): the phases each
// position runs, how long each lasts, and the announcements due within it. Each announcement is
// placed by the time left in its phase, not by a clock, so a pause moves it with the phase.
import type { AnnouncementKey } from '../mock-exam-announcements.ts';
import { stationSeconds, type CircuitStationPhase, type CircuitTiming } from './circuit-timing.ts';

/** A timed phase of a circuit: a station's parts, the changeover before a position, a rest. */
export type CircuitBlock = CircuitStationPhase | 'changeover' | 'rest';

/** An announcement due when `remainingMs` are left of its phase (the full length: at its start). */
export interface Cue {
  key: AnnouncementKey;
  remainingMs: number;
}

/** The warnings before the encounter ends, and how long before. */
const WARNINGS: readonly (readonly [AnnouncementKey, number])[] = [
  ['two_minutes', 120_000],
  ['thirty_seconds', 30_000],
];

export function blockMs(timing: CircuitTiming, block: CircuitBlock): number {
  if (block === 'rest') return stationSeconds(timing) * 1000;
  return timing[block] * 1000;
}

/**
 * The phases position `position` runs, in order: the changeover that leads to it (not before the
 * first), then a rest, or the station's parts that last more than 0 seconds. A part of 0 seconds
 * is left out, unlike a single station's 0-minute phase (one second): in a circuit it is the
 * exam's shape (PLAB 2 has no feedback), not a step a member passes through.
 */
export function blocksOf(timing: CircuitTiming, rest: boolean, position: number): CircuitBlock[] {
  const blocks: CircuitBlock[] = position > 1 && timing.changeover > 0 ? ['changeover'] : [];
  if (rest) return [...blocks, 'rest'];
  const parts = (['reading', 'station', 'questions', 'feedback'] as const).filter(
    (part) => timing[part] > 0,
  );
  return [...blocks, ...parts];
}

/**
 * Where a warning `beforeEndMs` before the end of the encounter (station and question time
 * together) falls: the part and the time left of it then. None when the encounter is not longer
 * than the warning: a two-minute warning at the start of a two-minute station says nothing.
 * A warning exactly at the start of question time belongs to question time.
 */
function warningIn(
  timing: CircuitTiming,
  beforeEndMs: number,
): { part: 'station' | 'questions'; remainingMs: number } | null {
  const station = timing.station * 1000;
  const questions = timing.questions * 1000;
  if (station + questions <= beforeEndMs) return null;
  if (questions > 0 && beforeEndMs <= questions) {
    return { part: 'questions', remainingMs: beforeEndMs };
  }
  return { part: 'station', remainingMs: beforeEndMs - questions };
}

/**
 * The announcements due in one phase, earliest first: read_instructions as reading starts,
 * enter_station as the station starts, rest_station as a rest starts, two_minutes and
 * thirty_seconds before the encounter ends, and stop_and_move as the position's last phase ends
 * (a rest's too: it is the bell to move on).
 */
export function cuesOf(
  timing: CircuitTiming,
  blocks: readonly CircuitBlock[],
  index: number,
): Cue[] {
  const block = blocks[index];
  if (!block || block === 'changeover') return [];
  const full = blockMs(timing, block);
  const cues: Cue[] = [];
  if (block === 'reading') cues.push({ key: 'read_instructions', remainingMs: full });
  if (block === 'station') cues.push({ key: 'enter_station', remainingMs: full });
  if (block === 'rest') cues.push({ key: 'rest_station', remainingMs: full });
  for (const [key, beforeEnd] of WARNINGS) {
    const warning = warningIn(timing, beforeEnd);
    if (warning && warning.part === block) cues.push({ key, remainingMs: warning.remainingMs });
  }
  if (index === blocks.length - 1) cues.push({ key: 'stop_and_move', remainingMs: 0 });
  // Stable: at equal times the order above stands (a phase's start before a warning then).
  return cues.sort((a, b) => b.remainingMs - a.remainingMs);
}
