// POST /api/station/{id}/started: the member has begun the station (it shows as Incomplete until
// they record a result). Sent when the timed phases start.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role } from '@osce/shared/stations/roles';
import { invalidateMemberProgress } from '../../../api/member-progress';
import { apiPost } from '../../../lib/api-client';
import { setCachedStationStatus } from './get-station';
import type { StationStartedAnswer } from '../types';

export function useRecordStationStarted(stationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (role: Role) =>
      apiPost<StationStartedAnswer>(`/station/${stationId}/started`, { role }),
    onSuccess: (answer) => {
      setCachedStationStatus(queryClient, stationId, answer.status);
      return invalidateMemberProgress(queryClient);
    },
  });
}
