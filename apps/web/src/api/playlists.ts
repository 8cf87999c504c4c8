// The member's playlists (docs/progress.md, 'API'): GET /api/playlists, and the calls that change
// them. Every change answers the whole list, which replaces the cached one, so the drawer, the Add
// Station modal and the station screen's Next Station all read one list. The two reorders show the
// new order at once and put the old one back if the server refuses.
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Playlist } from '@osce/shared/schemas/playlists';
import { apiGet, apiPost, isSilentError } from '../lib/api-client';
import { showToast } from '../lib/toast';
import { withItemOrder, withPlaylistOrder } from '../lib/playlist-order';

export const PLAYLISTS_KEY = ['member', 'playlists'] as const;

export function usePlaylists(enabled = true) {
  return useQuery({
    queryKey: PLAYLISTS_KEY,
    queryFn: ({ signal }) => apiGet<Playlist[]>('/playlists', signal),
    enabled,
  });
}

type Change =
  | { call: 'create'; name: string; station_id: number }
  | { call: 'add'; playlist_id: number; station_id: number }
  | { call: 'delete'; playlist_id: number }
  | { call: 'remove_item'; item_id: number }
  | { call: 'edit'; playlist_id: number; name: string }
  | { call: 'reorder'; playlists: number[] }
  | { call: 'reorder_items'; playlist_id: number; items: number[] };

/** The body each call sends: its fields without `call` (reorder_items names only the items). */
function bodyOf(change: Change): Record<string, unknown> {
  const { call, ...body } = change;
  void call;
  if (change.call === 'reorder_items') return { items: change.items };
  return body;
}

/** The order a reorder shows before the server answers. */
function optimistic(list: Playlist[], change: Change): Playlist[] {
  if (change.call === 'reorder') return withPlaylistOrder(list, change.playlists);
  if (change.call === 'reorder_items') return withItemOrder(list, change.playlist_id, change.items);
  return list;
}

export function playlistMutationOptions(queryClient: QueryClient) {
  return {
    mutationFn: (change: Change) =>
      apiPost<Playlist[]>(`/playlists/${change.call}`, bodyOf(change)),
    onMutate: async (change: Change) => {
      const before = queryClient.getQueryData<Playlist[]>(PLAYLISTS_KEY);
      if (change.call === 'reorder' || change.call === 'reorder_items') {
        await queryClient.cancelQueries({ queryKey: PLAYLISTS_KEY });
        if (before) queryClient.setQueryData(PLAYLISTS_KEY, optimistic(before, change));
      }
      return { before };
    },
    onSuccess: (list: Playlist[]) => queryClient.setQueryData(PLAYLISTS_KEY, list),
    onError: (error: Error, _change: Change, context: { before?: Playlist[] } | undefined) => {
      if (context?.before) queryClient.setQueryData(PLAYLISTS_KEY, context.before);
      // A 401 or 403 has had its toast and redirect already.
      if (!isSilentError(error)) showToast('error', error.message, 6);
    },
  };
}

/** One mutation for every playlist change; `mutate(change, { onSuccess })` adds the toast. */
export function useChangePlaylists() {
  return useMutation(playlistMutationOptions(useQueryClient()));
}
