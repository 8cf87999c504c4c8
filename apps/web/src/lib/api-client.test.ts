import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@osce/shared/messages';
import { ApiError, apiGet, apiPost, isNotFound } from './api-client';

function answer(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

afterEach(() => {
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
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
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
