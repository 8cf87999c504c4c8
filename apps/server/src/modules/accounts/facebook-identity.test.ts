// The Facebook adapter against recorded Graph API answers on a local server: what it sends (the
// app token, the appsecret_proof) and how it reads each answer.
import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  startReplayServer,
  type ReplayResponse,
  type ReplayServer,
} from '../../payments/replay-server.ts';
import {
  FACEBOOK_APP_ID as APP_ID,
  FACEBOOK_APP_SECRET as APP_SECRET,
  FACEBOOK_TOKEN as TOKEN,
  facebookFixture as fixture,
} from './facebook-fixtures.ts';
import { createFacebookIdentity } from './facebook-identity.ts';

let server: ReplayServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function identityAnswering(
  debug: ReplayResponse,
  me: ReplayResponse = { status: 200, body: fixture('facebook-me') },
  timeoutMs?: number,
) {
  server = await startReplayServer([
    { method: 'GET', path: '/debug_token', respond: debug },
    { method: 'GET', path: '/me', respond: me },
  ]);
  const log = { warn: vi.fn() };
  const identity = createFacebookIdentity({
    appId: APP_ID,
    appSecret: APP_SECRET,
    graphUrl: server.url,
    log,
    ...(timeoutMs !== undefined && { timeoutMs }),
  });
  return { identity, requests: server.requests, log };
}

const valid = { status: 200, body: fixture('facebook-debug-token-valid') };
const query = (requestPath: string) =>
  Object.fromEntries(new URL(requestPath, 'http://x').searchParams);

describe('FacebookIdentity (recorded Graph API answers)', () => {
  it("checks the token with the app's token, then reads the user's id and e-mail with a proof", async () => {
    const { identity, requests } = await identityAnswering(valid);
    expect(await identity.verify(TOKEN)).toEqual({
      ok: true,
      email: 'ada.lovelace@example.test',
      providerUserId: '10226543210987654',
    });
    expect(requests.map((r) => `${r.method} ${r.path.split('?')[0]}`)).toEqual([
      'GET /debug_token',
      'GET /me',
    ]);
    expect(query(requests[0]!.path)).toEqual({
      input_token: TOKEN,
      access_token: `${APP_ID}|${APP_SECRET}`,
    });
    expect(query(requests[1]!.path)).toEqual({
      fields: 'id,email',
      access_token: TOKEN,
      appsecret_proof: createHmac('sha256', APP_SECRET).update(TOKEN).digest('hex'),
    });
    // The secret goes only to debug_token, as part of the app token.
    expect(requests[1]!.path).not.toContain(APP_SECRET);
  });

  it('answers no e-mail when Facebook gives none (permission declined)', async () => {
    const { identity } = await identityAnswering(valid, {
      status: 200,
      body: fixture('facebook-me-no-email'),
    });
    expect(await identity.verify(TOKEN)).toEqual({
      ok: true,
      email: null,
      providerUserId: '10226543210987654',
    });
  });

  it.each([
    ['an expired token', 'facebook-debug-token-expired'],
    ['a token Facebook cannot parse', 'facebook-debug-token-unparseable'],
    ['a valid token issued to another app', 'facebook-debug-token-other-app'],
  ])('refuses %s without asking who it is', async (_case, name) => {
    const { identity, requests } = await identityAnswering({ status: 200, body: fixture(name) });
    expect(await identity.verify(TOKEN)).toEqual({ ok: false, reason: 'invalid' });
    expect(requests).toHaveLength(1);
  });

  it('refuses a token /me rejects, and a /me that names another user', async () => {
    const expired = await identityAnswering(valid, {
      status: 400,
      body: fixture('facebook-error-session-expired'),
    });
    expect(await expired.identity.verify(TOKEN)).toEqual({ ok: false, reason: 'invalid' });
    await server?.close();
    const someoneElse = await identityAnswering(valid, {
      status: 200,
      body: { ...fixture('facebook-me'), id: '10229999999999999' },
    });
    expect(await someoneElse.identity.verify(TOKEN)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('is unavailable when Facebook fails, and says so in the log without tokens or secret', async () => {
    const down = await identityAnswering({ status: 500, body: fixture('facebook-error-unknown') });
    expect(await down.identity.verify(TOKEN)).toEqual({ ok: false, reason: 'unavailable' });
    expect(down.log.warn).toHaveBeenCalledWith(
      { operation: 'debug_token', status: 500, code: 1 },
      'facebook: unavailable',
    );
    await server?.close();
    const meDown = await identityAnswering(valid, {
      status: 500,
      body: fixture('facebook-error-unknown'),
    });
    expect(await meDown.identity.verify(TOKEN)).toEqual({ ok: false, reason: 'unavailable' });
    const logged = JSON.stringify([...down.log.warn.mock.calls, ...meDown.log.warn.mock.calls]);
    expect(logged).not.toContain(TOKEN);
    expect(logged).not.toContain(APP_SECRET);
  });

  it('is unavailable, with a hint to check the keys, when Facebook refuses our app token', async () => {
    const { identity, log } = await identityAnswering({
      status: 400,
      body: fixture('facebook-error-app-secret'),
    });
    expect(await identity.verify(TOKEN)).toEqual({ ok: false, reason: 'unavailable' });
    expect(log.warn).toHaveBeenCalledWith(
      { operation: 'debug_token', code: 190 },
      expect.stringContaining('FACEBOOK_APP_SECRET'),
    );
  });

  it('is unavailable when Facebook answers too late or not in JSON', async () => {
    const slow = await identityAnswering({ ...valid, delayMs: 500 }, undefined, 50);
    expect(await slow.identity.verify(TOKEN)).toEqual({ ok: false, reason: 'unavailable' });
    expect(slow.log.warn).toHaveBeenCalledWith(
      { operation: 'debug_token', error: 'TimeoutError', code: undefined },
      'facebook: no answer',
    );
    await server?.close();
    const odd = await identityAnswering({ status: 200, body: { data: [] } });
    expect(await odd.identity.verify(TOKEN)).toEqual({ ok: false, reason: 'unavailable' });
  });

  it('is unavailable when Facebook cannot be reached at all', async () => {
    const { identity, log } = await identityAnswering(valid);
    await server?.close();
    server = undefined;
    expect(await identity.verify(TOKEN)).toEqual({ ok: false, reason: 'unavailable' });
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ operation: 'debug_token', error: 'TypeError' }),
      'facebook: no answer',
    );
  });
});
