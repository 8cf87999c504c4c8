// The words of the station phases: the timer rows' labels, the heading and announcement of each
// step, and the toast that stands in for the bell when the browser blocks its sound.
import { messages } from '@osce/shared/messages';
import type { StationPhase, TimedPhase } from '@osce/shared/stations/roles';

export const TIMED_PHASE_LABELS: Record<TimedPhase, string> = {
  reading: messages.phaseReading,
  station: messages.phaseStation,
  question: messages.phaseQuestion,
  feedback: messages.phaseFeedback,
};

export const PHASE_LABELS: Record<StationPhase, string> = {
  setup: messages.stationSetupTitle,
  ...TIMED_PHASE_LABELS,
  complete_1: messages.phaseFinished,
  complete_2: messages.phaseScore,
  complete_3: messages.phaseNext,
};

/**
 * The info toast shown instead of the bell (docs/station-run.md, 'Rules'): Station Time!, Question Time! or
 * Feedback Time! for the phase that starts; none when the station ends.
 */
export function bellToastFor(next: StationPhase): string | null {
  if (next === 'station') return messages.stationTimeToast;
  if (next === 'question') return messages.questionTimeToast;
  if (next === 'feedback') return messages.feedbackTimeToast;
  return null;
}

/** What the phase announcement says: the phase's name, and that it is paused when it is. */
export function phaseAnnouncement(phase: StationPhase, paused: boolean): string {
  const label = PHASE_LABELS[phase];
  return paused ? messages.phasePaused.replace('{phase}', label) : label;
}

/** Minutes as the setup step shows them: '1 minute', '2.5 minutes'. */
export function minutesText(minutesShown: string): string {
  return minutesShown === '1' ? '1 minute' : `${minutesShown} minutes`;
}
