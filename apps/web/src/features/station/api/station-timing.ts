// The setup step's timing choices (docs/station-run.md, 'Timing a version 2 station'):
// POST /api/user/save_station_timing and /api/user/clear_station_timing (the member's own minutes
// for one station) and POST /api/user/save_exam_preset. The cached stations take the answer, so
// the next run of a station (or of any station, for the preset) starts from it.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ExamPresetAnswer, StationTimingAnswer } from '@osce/shared/schemas/study';
import type { ExamPresetId } from '@osce/shared/stations/exam-presets';
import type { PhaseMinutes } from '@osce/shared/stations/timing';
import { apiPost } from '../../../lib/api-client';
import type { StationDetail } from '../types';
import { STATION_DETAIL_KEY } from './get-station';

/** The member's minutes for one station as the server answered: that cached station shows them. */
export function setCachedSavedTiming(queryClient: QueryClient, answer: StationTimingAnswer): void {
  queryClient.setQueriesData<StationDetail>({ queryKey: STATION_DETAIL_KEY }, (detail) =>
    detail && detail.station.id === answer.station_id
      ? { ...detail, saved_timing: answer.saved_timing }
      : detail,
  );
}

export function useSaveStationTiming() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PhaseMinutes & { station_id: number }) =>
      apiPost<StationTimingAnswer>('/user/save_station_timing', body),
    onSuccess: (answer) => setCachedSavedTiming(queryClient, answer),
  });
}

export function useClearStationTiming() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (stationId: number) =>
      apiPost<StationTimingAnswer>('/user/clear_station_timing', { station_id: stationId }),
    onSuccess: (answer) => setCachedSavedTiming(queryClient, answer),
  });
}

export function useSaveExamPreset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preset: ExamPresetId | null) =>
      apiPost<ExamPresetAnswer>('/user/save_exam_preset', { preset }),
    onSuccess: (answer) => setCachedExamPreset(queryClient, answer),
  });
}

/** The preset is the member's: every cached station shows it. */
export function setCachedExamPreset(queryClient: QueryClient, answer: ExamPresetAnswer): void {
  queryClient.setQueriesData<StationDetail>({ queryKey: STATION_DETAIL_KEY }, (detail) =>
    detail ? { ...detail, exam_preset: answer.exam_preset } : detail,
  );
}
