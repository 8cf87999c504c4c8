// The social login part of the environment: FACEBOOK_APP_ID and FACEBOOK_APP_SECRET, both or
// neither. With neither, social login is off (POST /fb_login answers 404, the button is hidden).
// Problems are reported by key, never with the value: the secret must not reach a log.
import { z } from 'zod';

export interface FacebookConfig {
  /** Public: the page starts Facebook's JS SDK with it. */
  appId: string;
  /** Signs the app access token and the appsecret_proof; never leaves the server. */
  appSecret: string;
}

const optionalText = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.string().trim().optional(),
);

export const facebookEnvSchema = z
  .object({ FACEBOOK_APP_ID: optionalText, FACEBOOK_APP_SECRET: optionalText })
  .transform((env, ctx): FacebookConfig | null => {
    const { FACEBOOK_APP_ID: appId, FACEBOOK_APP_SECRET: appSecret } = env;
    const problem = (key: keyof typeof env, message: string) =>
      ctx.addIssue({ code: 'custom', path: [key], message });
    if (!appId && !appSecret) return null;
    if (!appId) problem('FACEBOOK_APP_ID', 'required when FACEBOOK_APP_SECRET is set');
    else if (!/^\d{1,32}$/.test(appId)) problem('FACEBOOK_APP_ID', 'must be the numeric App ID');
    if (!appSecret) problem('FACEBOOK_APP_SECRET', 'required when FACEBOOK_APP_ID is set');
    // The App Secret is 32 hexadecimal characters; the check also catches the App ID and the
    // secret given the other way round, which would otherwise send the secret to every browser.
    else if (!/^[0-9a-f]{32}$/i.test(appSecret)) {
      problem('FACEBOOK_APP_SECRET', 'must be the 32-character App Secret');
    }
    return appId && appSecret ? { appId, appSecret } : null;
  });
