// POST /api/station/{id}/status: the final status without a mark, "Don't save stats" (hidden).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateMemberProgress } from '../../../api/member-progress';
import { apiPost } from '../../../lib/api-client';
import { setCachedStationStatus } from './get-station';
import type { FinalStatus, StationStatusAnswer } from '../types';

export function useSetStationStatus(stationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: FinalStatus) =>
      apiPost<StationStatusAnswer>(`/station/${stationId}/status`, { status }),
    onSuccess: (answer) => {
      setCachedStationStatus(queryClient, stationId, answer.status);
      return invalidateMemberProgress(queryClient);
    },
  });
}
