// Facebook's JS SDK for the social login button (payments config social_login: true): added as a
// script only when the visitor clicks the button, once per page load. Only the little of its API we
// use is typed here. The access token it gives is sent to POST /api/fb_login, where the server
// asks Facebook whose it is.

export interface FacebookLoginResponse {
  status?: string;
  authResponse?: { accessToken?: string } | null;
}

export interface FacebookNamespace {
  init(params: {
    appId: string;
    version: string;
    cookie?: boolean;
    xfbml?: boolean;
    status?: boolean;
    localStorage?: boolean;
  }): void;
  login(
    callback: (response: FacebookLoginResponse) => void,
    options?: { scope?: string; auth_type?: string },
  ): void;
}

export const FACEBOOK_SDK_URL = 'https://connect.facebook.net/en_US/sdk.js';
/** The Graph API version of the SDK's dialogs (FB.init requires one). */
const GRAPH_VERSION = 'v25.0';

let loading: Promise<FacebookNamespace> | null = null;

export function loadFacebookSdk(appId: string): Promise<FacebookNamespace> {
  loading ??= new Promise<FacebookNamespace>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = () => {
      loading = null; // a later click tries again
      script.remove();
      reject(new Error('Facebook did not load'));
    };
    script.src = FACEBOOK_SDK_URL;
    script.async = true;
    script.crossOrigin = 'anonymous';
    script.onload = () => {
      const sdk = (window as { FB?: FacebookNamespace }).FB;
      if (!sdk) return fail();
      // No cookie, no stored token, no status check on load: the page needs one token, once.
      sdk.init({
        appId,
        version: GRAPH_VERSION,
        cookie: false,
        xfbml: false,
        status: false,
        localStorage: false,
      });
      resolve(sdk);
    };
    script.onerror = fail;
    document.head.append(script);
  });
  return loading;
}

/** The access token of a finished login dialog; null when the visitor closed it or said no. */
export function accessTokenOf(response: FacebookLoginResponse | null | undefined): string | null {
  const token = response?.authResponse?.accessToken;
  return response?.status === 'connected' && typeof token === 'string' && token !== ''
    ? token
    : null;
}

/**
 * Opens Facebook's login dialog asking for the e-mail address. `askAgain`: the visitor declined it
 * last time, and Facebook asks again only when told to (auth_type 'rerequest').
 */
export function askFacebookLogin(
  sdk: FacebookNamespace,
  askAgain: boolean,
): Promise<string | null> {
  return new Promise((resolve) => {
    sdk.login((response) => resolve(accessTokenOf(response)), {
      scope: 'email',
      ...(askAgain && { auth_type: 'rerequest' }),
    });
  });
}
