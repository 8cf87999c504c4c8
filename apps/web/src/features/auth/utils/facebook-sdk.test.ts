import { describe, expect, it, vi } from 'vitest';
import { accessTokenOf, askFacebookLogin, type FacebookNamespace } from './facebook-sdk';

describe('the Facebook login dialog', () => {
  it('gives the access token of a connected login, and nothing for a closed or refused one', () => {
    expect(accessTokenOf({ status: 'connected', authResponse: { accessToken: 'EAAx' } })).toBe(
      'EAAx',
    );
    expect(accessTokenOf({ status: 'unknown', authResponse: null })).toBeNull();
    expect(accessTokenOf({ status: 'not_authorized' })).toBeNull();
    expect(accessTokenOf({ status: 'connected', authResponse: { accessToken: '' } })).toBeNull();
    expect(accessTokenOf(undefined)).toBeNull();
  });

  it('asks for the e-mail address, and asks again after it was declined', async () => {
    const login = vi.fn<FacebookNamespace['login']>((callback) =>
      callback({ status: 'connected', authResponse: { accessToken: 'EAAy' } }),
    );
    const sdk = { init: vi.fn(), login } as FacebookNamespace;
    expect(await askFacebookLogin(sdk, false)).toBe('EAAy');
    expect(login.mock.calls[0]?.[1]).toEqual({ scope: 'email' });
    await askFacebookLogin(sdk, true);
    expect(login.mock.calls[1]?.[1]).toEqual({ scope: 'email', auth_type: 'rerequest' });
  });
});
