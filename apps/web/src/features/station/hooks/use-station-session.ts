// One member's attempt at a station, without the view: the run (with its bell), the marking
// answers and their figures, the notes, and the calls that record the attempt (started on Start,
// the mark or the status at the end; none in a preview). The screen adds what is only on screen.
import { useEffect, useMemo, useState } from 'react';
import { messages } from '@osce/shared/messages';
import { isPaused, isTimedPhase } from '@osce/shared/stations/phase-machine';
import type { Role } from '@osce/shared/stations/roles';
import type { PhaseMinutes, StationTiming } from '@osce/shared/stations/timing';
import { isSilentError } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { useRecordStationStarted } from '../api/record-station-started';
import { useSaveTiming } from '../api/save-timing';
import type { StationDetail } from '../types';
import { markPayload } from '../utils/mark-payload';
import { NO_MARKING_ANSWERS, summariseMarking } from '../utils/marking-summary';
import { forgetRun, readSavedRun, saveRun } from '../utils/run-storage';
import { useBell } from './use-bell';
import { useFinalStatus } from './use-final-status';
import { useStationNotes } from './use-station-notes';
import { useStationRun } from './use-station-run';

interface SessionOptions {
  detail: StationDetail;
  role: Role;
  preview: boolean;
  initialTiming: StationTiming;
}

export function useStationSession({ detail, role, preview, initialTiming }: SessionOptions) {
  const { station, station_components: components } = detail;
  const guide = components.marking_guides;
  const bell = useBell();
  // A member's run survives a reload of the page (see run-storage.ts); a preview starts afresh.
  const [saved] = useState(() => (preview ? null : readSavedRun(station.id, role)));
  const { run, controller, dispatch } = useStationRun(saved?.run ?? initialTiming, bell.ring);
  const [answers, setAnswers] = useState(saved?.answers ?? NO_MARKING_ANSWERS);
  const [recorded, setRecorded] = useState(false);
  useEffect(() => {
    if (preview) return;
    if (run.phase === 'setup' || recorded) forgetRun(station.id);
    else saveRun(station.id, role, run, answers);
  }, [preview, station.id, role, run, answers, recorded]);
  // Leaving the screen abandons the attempt (a reload does not unmount, so it keeps it).
  useEffect(() => () => forgetRun(station.id), [station.id]);
  const summary = useMemo(() => summariseMarking(answers, guide), [answers, guide]);
  const notes = useStationNotes(station.id, !preview);
  const started = useRecordStationStarted(station.id);
  const saveTiming = useSaveTiming();
  const final = useFinalStatus({
    stationId: station.id,
    payloadFor: (status) => markPayload(summary, notes.notes, status),
    onDone: () => {
      setRecorded(true);
      notes.forgetStored();
      dispatch({ type: 'finish', role });
    },
  });

  return {
    run,
    controller,
    answers,
    setAnswers,
    summary,
    notes: notes.notes,
    setNotes: notes.setNotes,
    final,
    savingTiming: saveTiming.isPending,

    setTiming: (timing: StationTiming) => void dispatch({ type: 'set-timing', timing }),
    saveTiming: (minutes: PhaseMinutes) =>
      saveTiming.mutate(minutes, {
        onSuccess: () => showToast('success', messages.timingSaved),
        onError: (error) => {
          if (!isSilentError(error)) showToast('error', error.message);
        },
      }),
    /** Call from the click that starts the station: it also readies the bell. */
    start: () => {
      bell.prime();
      dispatch({ type: 'start' });
      if (!preview) started.mutate(role);
    },
    togglePause: () => {
      const current = controller.getRun();
      if (current.timing.disabled) return;
      dispatch({ type: isPaused(current) ? 'resume' : 'pause' });
    },
    back: () => void dispatch({ type: 'back' }),
    /** Next Step ends the phase as its time would: its bell rings too (docs/station-run.md, 'Rules'). */
    skip: () => {
      const { from } = dispatch({ type: 'skip' });
      const to = controller.getRun().phase;
      if (isTimedPhase(from) && to !== from) {
        bell.ring([{ phase: from, next: to, at: controller.getNow() }]);
      }
    },
    endStation: () => void dispatch({ type: 'end-station', role }),
    finish: () => void dispatch({ type: 'finish', role }),
    returnToFeedback: () => void dispatch({ type: 'return-to-feedback' }),
    /** Repeat: setup again, with no marks and no notes left of this attempt. */
    reset: () => {
      dispatch({ type: 'reset' });
      setRecorded(false);
      setAnswers(NO_MARKING_ANSWERS);
      notes.clear();
    },
  };
}
