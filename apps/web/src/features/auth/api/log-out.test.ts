import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { messages } from '@osce/shared/messages';
import { configureApiClient, resetApiClient, type ApiClientSeams } from '../../../lib/api-client';
import { dismissToast, getToasts } from '../../../lib/toast';
import {
  clearSession,
  getToken,
  getUpdateTerms,
  setUpdateTerms,
  startSession,
} from '../../../stores/app-store';
import { SESSION_STORAGE_KEYS, STORAGE_KEYS } from '../../../stores/storage-keys';
import { fakeStorage } from '../../../test/fake-storage';
import { logOut } from './log-out';

let storage: Storage;
let notify: Mock<ApiClientSeams['notify']>;
let navigate: Mock<ApiClientSeams['navigate']>;

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A member in the middle of studying: token, terms flag and every study key stored. */
function logInWithStudyState(): void {
  startSession('member-token');
  setUpdateTerms(true);
  storage.setItem(STORAGE_KEYS.group, '{"id":3}');
  storage.setItem(STORAGE_KEYS.role, 'examiner');
  storage.setItem(STORAGE_KEYS.filters, '{}');
  storage.setItem(STORAGE_KEYS.hideStationNames, 'true');
  storage.setItem(STORAGE_KEYS.playlist, '{"id":9}');
}

beforeEach(() => {
  storage = fakeStorage({ [STORAGE_KEYS.country]: 'US' });
  vi.stubGlobal('localStorage', storage);
  notify = vi.fn<ApiClientSeams['notify']>();
  navigate = vi.fn<ApiClientSeams['navigate']>();
  configureApiClient({ notify, navigate });
});

afterEach(() => {
  clearSession();
  resetApiClient();
  getToasts().forEach((toast) => dismissToast(toast.id));
  vi.unstubAllGlobals();
});

describe('logOut', () => {
  it('calls GET /api/logout with the token, then forgets the session and says so', async () => {
    logInWithStudyState();
    const fetchMock = vi
      .fn()
      .mockResolvedValue(answer(200, { success: true, message: messages.logoutSuccess }));
    vi.stubGlobal('fetch', fetchMock);

    await logOut();

    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/logout');
    expect(init.method).toBe('GET');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer member-token');
    expect(getToken()).toBeNull();
    expect(getUpdateTerms()).toBe(false);
    for (const key of SESSION_STORAGE_KEYS) expect(storage.getItem(key), key).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.country)).toBe('US');
    expect(getToasts().map(({ kind, text }) => [kind, text])).toEqual([
      ['success', messages.logoutSuccess],
    ]);
  });

  it('logs out on this device even when the session had expired (401), without the expired toast', async () => {
    logInWithStudyState();
    const body = { success: false, message: 'Unauthenticated', error: 'unauthenticated' };
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(401, body)));

    await logOut();

    expect(getToken()).toBeNull();
    expect(notify).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(getToasts().map(({ text }) => text)).toEqual([messages.logoutSuccess]);
  });

  it('logs out on this device when the server cannot be reached', async () => {
    logInWithStudyState();
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));

    await logOut();

    expect(getToken()).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.group)).toBeNull();
  });

  it('calls the server once when asked twice at once (StrictMode effects, a double click)', async () => {
    logInWithStudyState();
    const fetchMock = vi.fn().mockResolvedValue(answer(200, { success: true, message: '' }));
    vi.stubGlobal('fetch', fetchMock);

    await Promise.all([logOut(), logOut()]);

    expect(fetchMock).toHaveBeenCalledOnce();
    expect(getToasts()).toHaveLength(1);
  });
});
