// POST /api/station/{number}/favourite: the star shows its new state at once; if the server
// refuses, that one station goes back (not the whole list, which another star may have changed
// meanwhile) and the member is told.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { messages } from '@osce/shared/messages';
import { STATIONS_KEY } from '../../../api/member-progress';
import { apiPost, isSilentError } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import type { FavouriteAnswer, StationSummary } from '../types';
import { withFavourite } from '../utils/favourites';
import { withValues } from '../../../lib/with-values';

export interface FavouriteInput {
  number: number;
  favourited: boolean;
}

/** The mutation without React, so its optimistic change and rollback are unit-tested as they are. */
export function favouriteMutationOptions(queryClient: QueryClient) {
  const setFavourite = (number: number, favourited: boolean) =>
    queryClient.setQueryData<StationSummary[]>(STATIONS_KEY, (list) =>
      list ? withFavourite(list, number, favourited) : list,
    );

  return {
    mutationFn: ({ number, favourited }: FavouriteInput) =>
      apiPost<FavouriteAnswer>(`/station/${encodeURIComponent(number)}/favourite`, {
        favourited,
      }),
    onMutate: async ({ number, favourited }: FavouriteInput) => {
      // A list request already under way would bring the old star back when it lands.
      await queryClient.cancelQueries({ queryKey: STATIONS_KEY });
      setFavourite(number, favourited);
    },
    onSuccess: (answer: FavouriteAnswer) => {
      setFavourite(answer.number, answer.favourited);
      const text = answer.favourited ? messages.favouriteAdded : messages.favouriteRemoved;
      showToast('success', withValues(text, { number: answer.number }));
    },
    onError: (error: Error, { number, favourited }: FavouriteInput) => {
      setFavourite(number, !favourited);
      // A 401 or 403 has had its toast and redirect already.
      if (!isSilentError(error)) showToast('error', messages.studyFavouriteFailed);
    },
  };
}

export function useToggleFavourite() {
  return useMutation(favouriteMutationOptions(useQueryClient()));
}
