// POST /station/{id}/mark's body (docs/station-run.md): the mark the ticks and the
// global score earn, exactly as the server recomputes it, with the notes and the final status.
import type { MarkSubmission } from '@osce/shared/stations/scoring';
import type { MarkingSummary } from './marking-summary';

export type MarkStatus = MarkSubmission['status'];

export interface MarkPayload {
  mark: number;
  notes: string;
  examiner_notes: string;
  scores: MarkSubmission['scores'];
  global_score: number;
  status: MarkStatus;
  /** Group study: the candidate the examiner records for, the group and its run (once per run). */
  user_id?: number;
  group_id?: number;
  run_id?: string;
}

export function markPayload(
  summary: MarkingSummary,
  notes: string,
  status: MarkStatus,
): MarkPayload {
  return {
    mark: summary.recordedMark,
    notes,
    // The examiner's notes come with group study; a solo candidate has none.
    examiner_notes: '',
    scores: summary.scores,
    global_score: summary.globalScore,
    status,
  };
}
