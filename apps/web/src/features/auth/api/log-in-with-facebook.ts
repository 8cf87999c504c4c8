// POST /api/fb_login with the access token Facebook's login dialog gave (docs/accounts.md, 'API'). The
// answer is a login answer, read like the password login's; a refusal is the caller's to show.
import { useMutation } from '@tanstack/react-query';
import type { LoginAnswer } from '@osce/shared/api';
import type { SocialLoginInput } from '@osce/shared/schemas/social-login';
import { apiPost } from '../../../lib/api-client';

export interface LogInWithFacebookRequest {
  accessToken: string;
  /** Ends the sessions on other devices (the warning modal's Yes). */
  clearOtherSessions: boolean;
}

export function logInWithFacebook({
  accessToken,
  clearOtherSessions,
}: LogInWithFacebookRequest): Promise<LoginAnswer> {
  const body: SocialLoginInput = {
    access_token: accessToken,
    clear_other_sessions: clearOtherSessions,
  };
  return apiPost<LoginAnswer>('/fb_login', body, { skipSessionHandling: true });
}

export function useLogInWithFacebook() {
  return useMutation({ mutationFn: logInWithFacebook });
}
