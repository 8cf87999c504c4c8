import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPost, apiRequest } from './api-client';

afterEach(() => vi.unstubAllGlobals());

function stubFetch() {
  const fetchMock = vi.fn().mockResolvedValue(
    new Response(JSON.stringify({ success: true }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return () => fetchMock.mock.calls[0]?.[1] as RequestInit & { headers: Record<string, string> };
}

describe('api client, request bodies', () => {
  it('sends FormData as is, leaving the multipart Content-Type to the browser', async () => {
    const sent = stubFetch();
    const form = new FormData();
    form.append('avatar', new Blob(['x'], { type: 'image/png' }), 'me.png');

    await apiRequest('/user/upload_avatar', { method: 'POST', body: form });

    expect(sent().body).toBe(form);
    expect(sent().headers['Content-Type']).toBeUndefined();
  });

  it('sends anything else as JSON', async () => {
    const sent = stubFetch();
    await apiPost('/user/update_tutorial', { status: true });
    expect(sent().body).toBe('{"status":true}');
    expect(sent().headers['Content-Type']).toBe('application/json');
  });
});
