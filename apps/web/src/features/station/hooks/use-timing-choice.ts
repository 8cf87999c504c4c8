// What the setup step offers beyond the minutes themselves (docs/station-run.md, 'Timing a version
// 2 station'): where the minutes on screen come from, the station's recommended timing, the exam
// presets, and the member's own timing for this station. Alone, choices are saved for the member;
// in a group, the examiner's choice is only what the group runs (the server holds it), so nothing
// is saved from there.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { messages } from '@osce/shared/messages';
import {
  EXAM_PRESETS,
  startingTiming,
  timingSourceOf,
  timingSourceText,
  type ExamPresetId,
} from '@osce/shared/stations/exam-presets';
import type { PhaseMinutes, StationTiming } from '@osce/shared/stations/timing';
import { currentUserQueryOptions } from '../../../api/get-current-user';
import { isSilentError } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import {
  useClearStationTiming,
  useSaveExamPreset,
  useSaveStationTiming,
} from '../api/station-timing';
import type { StationDetail } from '../types';
import { phaseMinutesOf } from '../utils/initial-timing';

export interface TimingChoice {
  /** Where the minutes on screen come from, in words ('Recommended for this station'). */
  sourceText: string;
  /** The station's recommended minutes (null for a version 1 station). */
  recommended: PhaseMinutes | null;
  /** Whether the minutes on screen are already the recommended ones. */
  isRecommended: boolean;
  /** Whether the member has their own minutes for this station. */
  hasStationTiming: boolean;
  /**
   * The preset the select shows: alone, the member's saved one; in a group, the one the examiner
   * picked while the run's minutes are still its minutes.
   */
  preset: ExamPresetId | null;
  /** Alone: choices are saved. A group's examiner: they only set what the group runs. */
  canSave: boolean;
  saving: boolean;
  useRecommended: () => void;
  choosePreset: (preset: ExamPresetId | null) => void;
  saveForStation: () => void;
  clearForStation: () => void;
}

interface TimingChoiceOptions {
  /** Absent: nothing but the minutes to choose (a screen that does not pass the station's answer). */
  detail: StationDetail | undefined;
  /** False for the preview (fixed minutes). */
  enabled: boolean;
  group: boolean;
  timing: StationTiming;
  setTiming: (timing: StationTiming) => void;
}

function sameMinutes(a: PhaseMinutes, b: PhaseMinutes): boolean {
  return (
    a.reading === b.reading &&
    a.station === b.station &&
    a.question === b.question &&
    a.feedback === b.feedback
  );
}

function reportError(error: Error) {
  if (!isSilentError(error)) showToast('error', error.message);
}

export function useTimingChoice({
  detail,
  enabled,
  group,
  timing,
  setTiming,
}: TimingChoiceOptions): TimingChoice | null {
  // Already loaded by the station page; never asked for in the preview (no member there).
  const user = useQuery({ ...currentUserQueryOptions(), enabled });
  const saveStation = useSaveStationTiming();
  const clearStation = useClearStationTiming();
  const savePreset = useSaveExamPreset();
  // In a group nothing is saved: the pick is remembered here for the select and the source line.
  const [groupPick, setGroupPick] = useState<ExamPresetId | null>(null);
  if (!enabled || !detail) return null;

  const known = {
    stationSaved: detail.saved_timing ?? null,
    preset: detail.exam_preset ?? null,
    recommended: detail.station.recommended_timing,
    preferred: user.data?.preferred_timing ?? null,
  };
  const minutes = phaseMinutesOf(timing);
  const picked =
    group && groupPick && sameMinutes(minutes, EXAM_PRESETS[groupPick].minutes) ? groupPick : null;
  const source = picked
    ? { minutes, source: 'preset' as const, preset: picked }
    : timingSourceOf(minutes, known);
  const apply = (next: PhaseMinutes) => setTiming({ ...next, disabled: timing.disabled });
  const stationId = detail.station.id;

  return {
    sourceText: timingSourceText(source),
    recommended: known.recommended,
    isRecommended: source.source === 'recommended',
    hasStationTiming: known.stationSaved !== null,
    preset: group ? picked : known.preset,
    canSave: !group,
    saving: saveStation.isPending || clearStation.isPending || savePreset.isPending,
    useRecommended: () => {
      if (known.recommended) apply(known.recommended);
    },
    choosePreset: (preset) => {
      // The preset's minutes now, or (no preset) what the run would start from without one.
      apply(
        preset ? EXAM_PRESETS[preset].minutes : startingTiming({ ...known, preset: null }).minutes,
      );
      if (group) {
        setGroupPick(preset);
        return;
      }
      savePreset.mutate(preset, {
        onSuccess: (answer) => showToast('success', answer.message),
        onError: reportError,
      });
    },
    saveForStation: () => {
      if (group) return;
      saveStation.mutate(
        { station_id: stationId, ...minutes },
        {
          onSuccess: () => showToast('success', messages.stationTimingSaved),
          onError: reportError,
        },
      );
    },
    clearForStation: () => {
      if (group) return;
      clearStation.mutate(stationId, {
        onSuccess: () => {
          showToast('success', messages.stationTimingCleared);
          // The minutes on screen stay as they are: forgetting changes where the next run starts.
        },
        onError: reportError,
      });
    },
  };
}
