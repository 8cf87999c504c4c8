// POST /api/login, and POST /api/login-and-clear once the member confirmed the other-device warning
// (docs/accounts.md). A refusal is the caller's to show: a wrong password is a 401 even while
// an old token is stored, which must not read as "your credentials have expired".
import { useMutation } from '@tanstack/react-query';
import type { LoginAnswer } from '@osce/shared/api';
import type { LoginInput } from '@osce/shared/schemas/password';
import { apiPost } from '../../../lib/api-client';

export interface LogInRequest {
  input: LoginInput;
  /** Ends the sessions on other devices (the warning modal's Yes). */
  clearOtherSessions: boolean;
}

export function logIn({ input, clearOtherSessions }: LogInRequest): Promise<LoginAnswer> {
  const path = clearOtherSessions ? '/login-and-clear' : '/login';
  return apiPost<LoginAnswer>(path, input, { skipSessionHandling: true });
}

export function useLogIn() {
  return useMutation({ mutationFn: logIn });
}
