// The member's study groups (docs/groups.md, 'API'): GET /api/groups, and the calls that change
// the list. Every change answers the whole list, which replaces the cached one. Search and join are
// in their own files: they do not change this list until the member is in a group.
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { messages } from '@osce/shared/messages';
import type { Group } from '@osce/shared/schemas/groups';
import { apiRequest, isSilentError } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';

export const GROUPS_KEY = ['member', 'groups'] as const;

export interface GroupsAnswer {
  success: true;
  groups: Group[];
}

export interface GroupCreatedAnswer extends GroupsAnswer {
  group: Group;
}

/**
 * A group's own refusals that come as a 403 (a rename by a member who did not create it) are the
 * page's to show; any other 403 is a missing subscription, handled by the client.
 */
export const GROUP_FORBIDDEN = [
  messages.groupOwnerOnly,
  messages.groupNotMember,
  messages.groupPrivateNeedsCode,
] as const;

/** A group call: GET without a body, POST with one; refusals reject with the server's message. */
export function groupCall<T>(path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
  return apiRequest<T>(path, {
    method: body === undefined ? 'GET' : 'POST',
    body,
    signal,
    forbiddenMessages: GROUP_FORBIDDEN,
  });
}

/** The shared way to show a refused call: its message, unless the client has dealt with it. */
export function showGroupError(error: Error): void {
  if (!isSilentError(error)) showToast('error', error.message, 6);
}

export function useGroups() {
  return useQuery({
    queryKey: GROUPS_KEY,
    queryFn: async ({ signal }) =>
      (await groupCall<GroupsAnswer>('/groups', undefined, signal)).groups,
  });
}

/** `private` left out keeps the default (public) on create, and the group's own on update. */
export type GroupChange =
  | { call: 'create'; nickname: string; private?: boolean }
  | { call: 'update'; id: number; nickname: string; private?: boolean }
  | { call: 'delete'; id: number };

/** The request each change makes (delete is a GET, as the spec names it). */
export function requestOf(change: GroupChange): { path: string; body?: unknown } {
  const nickname = 'nickname' in change ? change.nickname.trim() : '';
  const privacy =
    'private' in change && change.private !== undefined ? { private: change.private } : {};
  switch (change.call) {
    case 'create':
      return {
        path: '/groups/create',
        body: { ...(nickname === '' ? {} : { nickname }), ...(change.private ? privacy : {}) },
      };
    case 'update':
      return { path: `/groups/${change.id}/update`, body: { nickname, ...privacy } };
    case 'delete':
      return { path: `/groups/${change.id}/delete` };
  }
}

export function groupMutationOptions(queryClient: QueryClient) {
  return {
    mutationFn: (change: GroupChange) => {
      const { path, body } = requestOf(change);
      return groupCall<GroupsAnswer | GroupCreatedAnswer>(path, body);
    },
    onSuccess: (answer: GroupsAnswer) => queryClient.setQueryData(GROUPS_KEY, answer.groups),
    onError: (error: Error, change: GroupChange) => {
      showGroupError(error);
      // A refused delete or rename may mean the list is out of date (a session started meanwhile).
      if (change.call !== 'create') void queryClient.invalidateQueries({ queryKey: GROUPS_KEY });
    },
  };
}

/** One mutation for every change of the list; `mutate(change, { onSuccess })` adds the toast. */
export function useChangeGroups() {
  return useMutation(groupMutationOptions(useQueryClient()));
}
