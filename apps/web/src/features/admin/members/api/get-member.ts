// GET /api/admin/members/{id} (docs/admin.md, 'Members and money'): the account, its subscriptions
// and payments, and counts of sessions and markings.
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../../lib/api-client';
import { ADMIN_MEMBERS_KEY } from './get-members';
import type { AdminMemberAnswer } from './member-types';

export function adminMemberKey(id: number) {
  return [...ADMIN_MEMBERS_KEY, 'one', id] as const;
}

export function useAdminMember(id: number) {
  return useQuery({
    queryKey: adminMemberKey(id),
    queryFn: ({ signal }) => apiGet<AdminMemberAnswer>(`/admin/members/${id}`, signal),
  });
}
