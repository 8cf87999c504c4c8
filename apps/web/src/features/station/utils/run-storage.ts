// The run in progress, kept per station in sessionStorage beside the notes: a reload (or a browser
// that restores the tab) in the middle of a station comes back to the same phase and the same
// second, with the boxes already ticked, instead of to the setup step. The run is plain JSON with
// absolute times, so the time that passed while the page was away is simply behind it. Forgotten
// when the attempt's result is recorded, when the station is repeated and when the member leaves.
import { z } from 'zod';
import { stationRunSchema, type StationRun } from '@osce/shared/stations/phase-machine';
import { ROLES, type Role } from '@osce/shared/stations/roles';
import type { MarkingAnswers } from './marking-summary';
import { tabStorage } from './notes-storage';

const PREFIX = 'station-run:';

const savedRunSchema = z.object({
  role: z.enum(ROLES),
  run: stationRunSchema,
  answers: z.object({
    ticked: z.array(z.string().max(40)).max(2_000),
    globalScore: z.string().max(20),
    cumulativeTotal: z.string().max(20),
  }),
});

export interface SavedRun {
  run: StationRun;
  answers: MarkingAnswers;
}

/** The run kept for this station in this tab, if it was started in the same role. */
export function readSavedRun(stationId: number, role: Role): SavedRun | null {
  let raw: string | null;
  try {
    raw = tabStorage()?.getItem(`${PREFIX}${stationId}`) ?? null;
  } catch {
    return null;
  }
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  // Anything unreadable (another version's shape, an edited value) starts afresh.
  const saved = savedRunSchema.safeParse(parsed);
  if (!saved.success || saved.data.role !== role || saved.data.run.phase === 'setup') return null;
  const { run, answers } = saved.data;
  return { run, answers: { ...answers, ticked: new Set(answers.ticked) } };
}

export function saveRun(
  stationId: number,
  role: Role,
  run: StationRun,
  answers: MarkingAnswers,
): void {
  const saved = { role, run, answers: { ...answers, ticked: [...answers.ticked] } };
  try {
    tabStorage()?.setItem(`${PREFIX}${stationId}`, JSON.stringify(saved));
  } catch {
    // A full or disabled storage: the run goes on; only a reload would start it again.
  }
}

export function forgetRun(stationId: number): void {
  try {
    tabStorage()?.removeItem(`${PREFIX}${stationId}`);
  } catch {
    // Nothing kept.
  }
}
