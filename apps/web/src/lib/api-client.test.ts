import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { messages } from '@osce/shared/messages';
import { getToken, getUpdateTerms, setToken, setUpdateTerms } from '../stores/app-store';
import { fakeStorage } from '../test/fake-storage';
import {
  ApiError,
  apiGet,
  apiPost,
  configureApiClient,
  endExpiredSession,
  isNotFound,
  isSilentError,
  resetApiClient,
  type ApiClientSeams,
} from './api-client';

function answer(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const sentHeaders = (fetchMock: Mock) =>
  (fetchMock.mock.calls[0]?.[1] as RequestInit).headers as Record<string, string>;

let storage: Storage;
let notify: Mock<ApiClientSeams['notify']>;
let navigate: Mock<ApiClientSeams['navigate']>;

beforeEach(() => {
  storage = fakeStorage();
  vi.stubGlobal('localStorage', storage);
  notify = vi.fn<ApiClientSeams['notify']>();
  navigate = vi.fn<ApiClientSeams['navigate']>();
  configureApiClient({ notify, navigate });
});

afterEach(() => {
  setToken(null);
  resetApiClient();
  vi.unstubAllGlobals();
});

describe('api client', () => {
  it('calls /api and resolves with the JSON body', async () => {
    const fetchMock = vi.fn().mockResolvedValue(answer(200, [{ id: 1 }]));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiGet('/testimonials')).resolves.toEqual([{ id: 1 }]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/testimonials');
  });

  it('sends JSON when posting', async () => {
    const fetchMock = vi.fn().mockResolvedValue(answer(200, { success: true, message: 'ok' }));
    vi.stubGlobal('fetch', fetchMock);
    await apiPost('/message/contact', { name: 'Ada' });
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect(init.method).toBe('POST');
    expect(init.body).toBe(JSON.stringify({ name: 'Ada' }));
    expect(sentHeaders(fetchMock)['Content-Type']).toBe('application/json');
  });

  it('turns a 422 into an error carrying the message, errors and field texts', async () => {
    const body = {
      success: false,
      message: messages.contactNameRequired,
      errors: [messages.contactNameRequired],
      fields: { name: messages.contactNameRequired },
    };
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(422, body)));
    const error = await apiPost('/message/contact', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      message: messages.contactNameRequired,
      errors: [messages.contactNameRequired],
      fields: { name: messages.contactNameRequired },
      silent: false,
    });
  });

  it('recognises a 404, even without a body', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(404, undefined)));
    const error = await apiGet('/page/nope').catch((caught: unknown) => caught);
    expect(isNotFound(error)).toBe(true);
    expect((error as ApiError).message).toBe(messages.notFound);
  });

  it('reports a network failure as an error with status 0', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await apiGet('/blogs').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 0 });
  });
});

describe('api client, authenticated calls (docs/architecture.md, API conventions)', () => {
  it('sends the stored token as a bearer header, and none without one', async () => {
    const fetchMock = vi.fn().mockImplementation(() => Promise.resolve(answer(200, {})));
    vi.stubGlobal('fetch', fetchMock);
    await apiGet('/blogs');
    expect(sentHeaders(fetchMock).Authorization).toBeUndefined();

    setToken('t0k3n');
    fetchMock.mockClear();
    await apiGet('/profile');
    expect(sentHeaders(fetchMock).Authorization).toBe('Bearer t0k3n');
  });

  it('on 401 removes the stored token, says the credentials expired and goes to /login', async () => {
    setToken('old-token');
    expect(storage.getItem('token')).toBe('old-token');
    const body = { success: false, message: 'Unauthenticated', error: 'unauthenticated' };
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(401, body)));

    const error = await apiGet('/profile').catch((caught: unknown) => caught);

    expect(error).toMatchObject({ status: 401 });
    expect(isSilentError(error)).toBe(true);
    expect(getToken()).toBeNull();
    expect(storage.getItem('token')).toBeNull();
    expect(notify).toHaveBeenCalledExactlyOnceWith('error', messages.credentialsExpired);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/login');
  });

  it('ends the session once when the server says so elsewhere (the group socket’s 401), however often told', () => {
    setToken('old-token');
    endExpiredSession();
    endExpiredSession();
    expect(getToken()).toBeNull();
    expect(notify).toHaveBeenCalledExactlyOnceWith('error', messages.credentialsExpired);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/login');
  });

  it('says nothing for two calls refused 401 at once: the member is told once', async () => {
    setToken('old-token');
    const body = { success: false, message: 'Unauthenticated', error: 'unauthenticated' };
    vi.stubGlobal(
      'fetch',
      vi.fn().mockImplementation(() => Promise.resolve(answer(401, body))),
    );
    await Promise.all([apiGet('/a').catch(() => null), apiGet('/b').catch(() => null)]);
    expect(notify).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('on 403 asks for a subscription and goes to /subscriptions, keeping the token', async () => {
    setToken('member-token');
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(answer(403, { success: false, message: 'x' })),
    );

    const error = await apiGet('/stations').catch((caught: unknown) => caught);

    expect(error).toMatchObject({ status: 403 });
    expect(isSilentError(error)).toBe(true);
    expect(notify).toHaveBeenCalledExactlyOnceWith('warning', messages.purchaseNeeded);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/subscriptions');
    expect(getToken()).toBe('member-token');
  });

  it('resolves a 403 on the featured-stations call as an empty list, without a toast', async () => {
    setToken('member-token');
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(answer(403, { success: false, message: 'x' })),
    );

    await expect(
      apiGet('/featured_stations', undefined, { forbiddenAsEmptyList: true }),
    ).resolves.toEqual([]);
    expect(notify).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('passes a 403 whose message the caller handles to the caller, and any other 403 to the shared handling', async () => {
    setToken('member-token');
    const paidOnly = { success: false, message: messages.stationPaidOnly };
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(403, paidOnly)));

    const own = { forbiddenMessages: [messages.stationPaidOnly] };
    const error = await apiGet('/station/12', undefined, own).catch((caught: unknown) => caught);

    expect(error).toMatchObject({ status: 403, message: messages.stationPaidOnly });
    expect(isSilentError(error)).toBe(false);
    expect(notify).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();

    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(answer(403, { success: false, message: 'x' })),
    );
    const other = await apiGet('/station/12', undefined, own).catch((caught: unknown) => caught);
    expect(isSilentError(other)).toBe(true);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/subscriptions');
  });

  it('ignores a token_expired answer silently and keeps the token', async () => {
    setToken('member-token');
    const body = { success: false, message: 'Token expired', error: 'token_expired' };
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(401, body)));

    const error = await apiGet('/profile').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(isSilentError(error)).toBe(true);
    expect(notify).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(getToken()).toBe('member-token');
    expect(storage.getItem('token')).toBe('member-token');
  });

  it('passes a 401 of a call made without a token to the caller', async () => {
    const body = { success: false, message: 'Wrong username or password' };
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(401, body)));

    const error = await apiPost('/login', {}).catch((caught: unknown) => caught);

    expect(error).toMatchObject({ status: 401, message: body.message, silent: false });
    expect(notify).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('passes other errors of an authenticated call to the caller', async () => {
    setToken('member-token');
    const body = { success: false, message: messages.secondPending };
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(409, body)));

    const error = await apiPost('/subscriptions', {}).catch((caught: unknown) => caught);

    expect(error).toMatchObject({ status: 409, message: messages.secondPending, silent: false });
    expect(notify).not.toHaveBeenCalled();
    expect(getToken()).toBe('member-token');
  });
});

describe('api client, the terms-updated flag (docs/architecture.md, API conventions)', () => {
  afterEach(() => setUpdateTerms(false));

  it('sets the flag from an answer carrying X-Update-Terms: true', async () => {
    setToken('member-token');
    const response = new Response(JSON.stringify([]), {
      status: 200,
      headers: { 'Content-Type': 'application/json', 'X-Update-Terms': 'true' },
    });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(response));

    await apiGet('/groups');

    expect(getUpdateTerms()).toBe(true);
    expect(storage.getItem('update_terms')).toBe('true');
  });

  it('sets it from update_terms: true in a JSON body, refusals included', async () => {
    setToken('member-token');
    const body = { success: false, message: messages.secondPending, update_terms: true };
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(409, body)));

    await apiPost('/user/purchase_free_subscription', {}).catch(() => {});

    expect(getUpdateTerms()).toBe(true);
  });

  it('clears it when an answer says update_terms: false, and leaves it when nothing is said', async () => {
    setToken('member-token');
    setUpdateTerms(true);
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(200, { success: true })));
    await apiGet('/tutorial');
    expect(getUpdateTerms()).toBe(true);

    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(200, { id: 1, update_terms: false })));
    await apiGet('/user?completed=false');
    expect(getUpdateTerms()).toBe(false);
  });
});

describe('api client, calls that handle their own 401 and 403', () => {
  it('passes a 401 to the caller and keeps the token, with no toast or redirect', async () => {
    setToken('old-token');
    const body = { success: false, message: messages.loginFailed, show_forgot_password: true };
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(401, body)));

    const error = await apiPost('/login', {}, { skipSessionHandling: true }).catch(
      (caught: unknown) => caught,
    );

    expect(error).toMatchObject({ status: 401, message: messages.loginFailed, silent: false });
    expect((error as ApiError).body).toEqual(body);
    expect(getToken()).toBe('old-token');
    expect(notify).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });
});
