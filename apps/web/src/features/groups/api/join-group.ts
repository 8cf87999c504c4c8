// POST /api/groups/{id}/join (docs/groups.md, 'API'): the member is in the group (joining one
// they are in already is fine: Start uses it too), and the answer is the group as it is now. The
// list is refetched, so a group joined from the search shows under My Groups. The group's code is
// sent with it: a private group takes a newcomer only with its code, which a group found by search
// or listed under My Groups shows anyway.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Group } from '@osce/shared/schemas/groups';
import { GROUPS_KEY, groupCall, showGroupError } from './groups';

interface GroupJoinedAnswer {
  success: true;
  group: Group;
}

export function useJoinGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (group: Pick<Group, 'id' | 'code'>) =>
      (await groupCall<GroupJoinedAnswer>(`/groups/${group.id}/join`, { code: group.code })).group,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: GROUPS_KEY }),
    onError: showGroupError,
  });
}
