// The code step of a staff login (docs/admin.md, 'Second factor'): POST /api/login/second-factor
// with the ticket /login answered, and, for a login that must enrol first, the QR code from
// POST /api/login/second-factor/enrol.
import { useMutation } from '@tanstack/react-query';
import type { LoginAnswer } from '@osce/shared/api';
import type { TotpEnrolment } from '@osce/shared/schemas/admin-security';
import { apiPost } from '../../../lib/api-client';

export function useSecondFactorLogin() {
  return useMutation({
    mutationFn: (body: { ticket: string; code: string }) =>
      apiPost<LoginAnswer>('/login/second-factor', body, { skipSessionHandling: true }),
  });
}

export function useSecondFactorEnrolment() {
  return useMutation({
    mutationFn: (ticket: string) =>
      apiPost<TotpEnrolment>(
        '/login/second-factor/enrol',
        { ticket },
        { skipSessionHandling: true },
      ),
  });
}
