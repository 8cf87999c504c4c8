// GET /api/admin/members?search=&status=&page= (docs/admin.md, 'Members and money'): 25 a page,
// the total for the pager. The previous page stays on screen while the next one loads.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../../lib/api-client';
import { membersPath, type MemberFilters } from '../utils/member-filters';
import type { AdminMembersAnswer } from './member-types';

export const ADMIN_MEMBERS_KEY = ['admin', 'members'] as const;

export function useAdminMembers(filters: MemberFilters) {
  return useQuery({
    queryKey: [...ADMIN_MEMBERS_KEY, 'list', filters],
    queryFn: ({ signal }) => apiGet<AdminMembersAnswer>(membersPath(filters), signal),
    placeholderData: keepPreviousData,
  });
}
