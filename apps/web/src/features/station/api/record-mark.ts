// POST /api/station/{id}/mark: the marking and the final status (complete or attempt_again). The
// member's lists are marked stale so /study shows the new status.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateMemberProgress } from '../../../api/member-progress';
import { apiPost } from '../../../lib/api-client';
import { setCachedStationStatus } from './get-station';
import type { MarkAnswer } from '../types';
import type { MarkPayload } from '../utils/mark-payload';

export function useRecordMark(stationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: MarkPayload) =>
      apiPost<MarkAnswer>(`/station/${stationId}/mark`, payload),
    onSuccess: (answer, payload) => {
      // A mark recorded for another member (group study) is not this member's status.
      if (payload.user_id === undefined)
        setCachedStationStatus(queryClient, stationId, answer.status);
      return invalidateMemberProgress(queryClient);
    },
  });
}
