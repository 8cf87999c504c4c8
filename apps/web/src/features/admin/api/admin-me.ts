// GET /api/admin/me: who is at the console and what their role opens (docs/admin.md, 'Staff and
// roles'). The menu shows only those sections; the server still checks every call.
import { useQuery } from '@tanstack/react-query';
import type { AdminCapability } from '@osce/shared/admin/roles';
import type { AdminMe } from '@osce/shared/schemas/admin';
import { apiGet } from '../../../lib/api-client';

export const ADMIN_ME_KEY = ['admin', 'me'] as const;

export function useAdminMe() {
  return useQuery({
    queryKey: ADMIN_ME_KEY,
    queryFn: ({ signal }) => apiGet<AdminMe>('/admin/me', signal),
    retry: false,
    staleTime: 60_000,
  });
}

/** Whether the signed-in staff member's role opens `capability`. */
export function useCan(capability: AdminCapability): boolean {
  return useAdminMe().data?.capabilities.includes(capability) ?? false;
}
