// The security section's calls (docs/admin.md, 'Second factor'): where the staff member stands,
// start an enrolment, confirm it with a first code, turn it off with a current one.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  RecoveryCodesAnswer,
  SecurityStatus,
  TotpEnrolment,
} from '@osce/shared/schemas/admin-security';
import { apiGet, apiPost } from '../../../../lib/api-client';

export const SECURITY_KEY = ['admin', 'security'] as const;

export function useSecurityStatus() {
  return useQuery({
    queryKey: SECURITY_KEY,
    queryFn: ({ signal }) => apiGet<SecurityStatus>('/admin/security', signal),
  });
}

export function useStartTotp() {
  return useMutation({ mutationFn: () => apiPost<TotpEnrolment>('/admin/security/totp', {}) });
}

export function useConfirmTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiPost<RecoveryCodesAnswer>('/admin/security/totp/confirm', { code }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SECURITY_KEY }),
  });
}

export function useDisableTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiPost<{ success: boolean; message: string }>('/admin/security/totp/disable', { code }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SECURITY_KEY }),
  });
}
