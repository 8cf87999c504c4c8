// POST /api/groups/search (docs/groups.md, 'API'): groups by code or nickname, each saying
// whether the member is in it already. A mutation, not a query: it runs when Search is pressed.
import { useMutation } from '@tanstack/react-query';
import { groupCall, showGroupError, type GroupsAnswer } from './groups';

export function useSearchGroups() {
  return useMutation({
    mutationFn: async (search: string) =>
      (await groupCall<GroupsAnswer>('/groups/search', { search: search.trim() })).groups,
    onError: showGroupError,
  });
}
