// What the filter drawer's buttons do besides Apply: Random Station (one of the stations the
// drawer's choices match and this member may use, opened at once), Save Filters (POST
// save_filters, then the spec's toast) and My Filter (the saved filter from GET /user, applied).
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { messages } from '@osce/shared/messages';
import { canUseStation, type StudyAccess } from '@osce/shared/stations/access';
import { currentUserQueryOptions } from '../../../api/get-current-user';
import { isSilentError } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import type { StudyFilters } from '../../../stores/study-filters';
import { useSaveFilters } from '../api/save-filters';
import type { StationSummary } from '../types';
import { pickRandom } from '../utils/random-station';
import { myFilterOf, savePayload, type MyFilter } from '../utils/saved-filters';
import { stationFilter } from '../utils/station-filters';

interface FilterActionsOptions {
  stations: readonly StationSummary[];
  access: StudyAccess;
  hiddenStationNames: boolean;
  /** Applies filters to the list (and, for My Filter, the saved hidden-names choice). */
  onApply: (filters: StudyFilters, hiddenStationNames?: boolean) => void;
}

export function useFilterActions({
  stations,
  access,
  hiddenStationNames,
  onApply,
}: FilterActionsOptions) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const save = useSaveFilters();

  /** `filters` are the ones in force: the drawer's choices less what the role's drawer hides. */
  const openRandomStation = (filters: StudyFilters) => {
    const keep = stationFilter(filters);
    const station = pickRandom(stations.filter((s) => keep(s) && canUseStation(access, s)));
    if (!station) {
      showToast('warning', messages.noStationsFound);
      return;
    }
    void navigate(`/station/${station.number}`);
  };

  const saveFilters = (filters: StudyFilters) => {
    if (save.isPending) return;
    save.mutate(savePayload(filters, hiddenStationNames), {
      onSuccess: () => {
        onApply(filters);
        showToast('success', messages.filtersSaved);
      },
      onError: (error) => {
        if (!isSilentError(error)) showToast('error', error.message);
      },
    });
  };

  /** Resolves with the saved filter once applied, or null (and a notice) when there is none. */
  const applyMyFilter = async (): Promise<MyFilter | null> => {
    let saved: MyFilter | null;
    try {
      // Fresh, not cached: the filter may have been saved on another device since.
      const user = await queryClient.fetchQuery({ ...currentUserQueryOptions(), staleTime: 0 });
      saved = myFilterOf(user);
    } catch (error) {
      if (!isSilentError(error)) {
        showToast('error', error instanceof Error ? error.message : messages.serverError);
      }
      return null;
    }
    if (!saved) {
      showToast('info', messages.noSavedFilters, 6);
      return null;
    }
    onApply(saved.studyFilters, saved.hiddenStationNames);
    return saved;
  };

  return { openRandomStation, saveFilters, saving: save.isPending, applyMyFilter };
}
