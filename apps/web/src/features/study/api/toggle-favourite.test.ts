import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@osce/shared/messages';
import { configureApiClient, resetApiClient } from '../../../lib/api-client';
import { dismissToast, getToasts } from '../../../lib/toast';
import { setToken } from '../../../stores/app-store';
import { fakeStorage } from '../../../test/fake-storage';
import { makeStation } from '../testing/station-factory';
import type { StationSummary } from '../types';
import { STATIONS_KEY } from '../../../api/member-progress';
import { favouriteMutationOptions } from './toggle-favourite';

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

let queryClient: QueryClient;
const navigate = vi.fn();
const stars = () =>
  queryClient.getQueryData<StationSummary[]>(STATIONS_KEY)?.map((s) => s.favourited);
const toastTexts = () => getToasts().map((toast) => toast.text);

function toggle(number: number, favourited: boolean): Promise<unknown> {
  const observer = new MutationObserver(queryClient, favouriteMutationOptions(queryClient));
  return observer.mutate({ number, favourited }).catch(() => undefined);
}

beforeEach(() => {
  vi.stubGlobal('localStorage', fakeStorage());
  configureApiClient({ notify: vi.fn(), navigate });
  setToken('member-token');
  queryClient = new QueryClient();
  queryClient.setQueryData(STATIONS_KEY, [
    makeStation({ number: 1 }),
    makeStation({ number: 2, favourited: true }),
  ]);
});

afterEach(() => {
  getToasts().forEach((toast) => dismissToast(toast.id));
  setToken(null);
  resetApiClient();
  vi.unstubAllGlobals();
});

describe('starring a station', () => {
  it('shows the star before the server answers, keeps it, and says so', async () => {
    let release: (response: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (release = resolve)));
    vi.stubGlobal('fetch', fetchMock);

    const done = toggle(1, true);
    await vi.waitFor(() => expect(stars()).toEqual([true, true]));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/station/1/favourite',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ favourited: true }) }),
    );

    release(answer(200, { success: true, number: 1, favourited: true }));
    await done;
    expect(stars()).toEqual([true, true]);
    expect(toastTexts()).toEqual([messages.favouriteAdded.replace('{number}', '1')]);
  });

  it('puts the star back and says so when the server refuses', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(500, { message: 'boom' })));
    await toggle(2, false);
    expect(stars()).toEqual([false, true]);
    expect(toastTexts()).toEqual([messages.studyFavouriteFailed]);
  });

  it('rolls back only its own station, not another star changed meanwhile', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(500, {})));
    const failing = toggle(1, true);
    // Another station starred while the first call is under way.
    queryClient.setQueryData<StationSummary[]>(STATIONS_KEY, (list) =>
      list?.map((s) => (s.number === 2 ? { ...s, favourited: false } : s)),
    );
    await failing;
    expect(stars()).toEqual([false, false]);
  });

  it('leaves a 403 to the shared handling: star back, no second toast', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(403, { message: 'no' })));
    await toggle(1, true);
    expect(stars()).toEqual([false, true]);
    expect(toastTexts()).toEqual([]);
    expect(navigate).toHaveBeenCalledWith('/subscriptions');
  });
});
