// POST /fb_login: the access token Facebook's JS SDK gave the browser. The server asks Facebook
// whose it is; nothing the browser says about who it is (an e-mail, a user id) is read, and a
// field like that is dropped here, before any code sees it.
import { z } from 'zod';
import { messages } from '../messages.ts';
import { objectBody, safeText } from './text.ts';

/** Facebook's user tokens are a few hundred characters; this leaves room and refuses a flood. */
export const SOCIAL_TOKEN_MAX_LENGTH = 4096;

export const socialLoginSchema = objectBody(
  z.object({
    access_token: safeText({ required: messages.socialLoginFailed, max: SOCIAL_TOKEN_MAX_LENGTH }),
    /** The Warning modal's Yes: end the sessions on other devices (as /login-and-clear does). */
    clear_other_sessions: z.boolean().default(false),
  }),
);

export type SocialLoginInput = z.input<typeof socialLoginSchema>;
