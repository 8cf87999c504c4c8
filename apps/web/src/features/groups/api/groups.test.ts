import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { messages } from '@osce/shared/messages';
import type { Group } from '@osce/shared/schemas/groups';
import { configureApiClient, resetApiClient, type ApiClientSeams } from '../../../lib/api-client';
import { dismissToast, getToasts } from '../../../lib/toast';
import { clearSession, startSession } from '../../../stores/app-store';
import { fakeStorage } from '../../../test/fake-storage';
import { groupCall, groupMutationOptions, GROUPS_KEY, requestOf } from './groups';

const group = (overrides: Partial<Group> = {}): Group => ({
  id: 4,
  code: 'K7M2QX',
  nickname: 'Cardio crew',
  private: false,
  members: 2,
  owner: true,
  in_group: true,
  studying: false,
  ...overrides,
});

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

let navigate: Mock<ApiClientSeams['navigate']>;
let fetchMock: Mock;

beforeEach(() => {
  vi.stubGlobal('localStorage', fakeStorage());
  navigate = vi.fn<ApiClientSeams['navigate']>();
  configureApiClient({ notify: vi.fn(), navigate });
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  startSession('member-token');
});

afterEach(() => {
  clearSession();
  resetApiClient();
  getToasts().forEach((toast) => dismissToast(toast.id));
  vi.unstubAllGlobals();
});

describe('the requests of a change to the group list', () => {
  it('creates with the nickname trimmed, or with none when it is blank', () => {
    expect(requestOf({ call: 'create', nickname: ' Cardio crew ' })).toEqual({
      path: '/groups/create',
      body: { nickname: 'Cardio crew' },
    });
    expect(requestOf({ call: 'create', nickname: '  ' })).toEqual({
      path: '/groups/create',
      body: {},
    });
  });

  it('renames by the group id (an empty nickname removes it), and deletes with a GET', () => {
    expect(requestOf({ call: 'update', id: 4, nickname: 'Renal' })).toEqual({
      path: '/groups/4/update',
      body: { nickname: 'Renal' },
    });
    expect(requestOf({ call: 'update', id: 4, nickname: '' }).body).toEqual({ nickname: '' });
    expect(requestOf({ call: 'delete', id: 4 })).toEqual({ path: '/groups/4/delete' });
  });

  it('sends private only when asked on create, and the choice made on rename', () => {
    expect(requestOf({ call: 'create', nickname: 'Owls', private: true }).body).toEqual({
      nickname: 'Owls',
      private: true,
    });
    expect(requestOf({ call: 'create', nickname: '', private: false }).body).toEqual({});
    expect(requestOf({ call: 'update', id: 4, nickname: 'Owls', private: false }).body).toEqual({
      nickname: 'Owls',
      private: false,
    });
  });
});

describe('groupCall', () => {
  it('sends the token, and POSTs JSON when there is a body', async () => {
    fetchMock.mockResolvedValue(answer(200, { success: true, groups: [] }));
    await groupCall('/groups/search', { search: 'k7m' });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/groups/search');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"search":"k7m"}');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer member-token');
  });

  it('leaves a rename by someone else (403) to the page, without the subscription redirect', async () => {
    fetchMock.mockResolvedValue(answer(403, { success: false, message: messages.groupOwnerOnly }));
    await expect(groupCall('/groups/4/update', { nickname: 'x' })).rejects.toMatchObject({
      status: 403,
      message: messages.groupOwnerOnly,
      silent: false,
    });
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('a change to the group list', () => {
  it('puts the answer’s list in the cache', () => {
    const queryClient = new QueryClient();
    const groups = [group(), group({ id: 5, nickname: null })];
    groupMutationOptions(queryClient).onSuccess({ success: true, groups });
    expect(queryClient.getQueryData(GROUPS_KEY)).toEqual(groups);
  });

  it('shows a refusal’s message, and refetches the list after a refused delete', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(GROUPS_KEY, [group()]);
    fetchMock.mockResolvedValue(
      answer(409, { success: false, message: messages.groupBeingStudied }),
    );
    const options = groupMutationOptions(queryClient);
    const error = await options.mutationFn({ call: 'delete', id: 4 }).catch((e: Error) => e);
    options.onError(error as Error, { call: 'delete', id: 4 });

    expect(getToasts().map((toast) => toast.text)).toEqual([messages.groupBeingStudied]);
    expect(queryClient.getQueryState(GROUPS_KEY)?.isInvalidated).toBe(true);
  });
});
