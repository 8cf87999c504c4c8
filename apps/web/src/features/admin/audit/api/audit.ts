// GET /api/admin/audit (docs/admin.md, 'Audit'): newest first, 50 a page; "Load older" asks for
// the next page with `before` = the answer's next_before.
import { useInfiniteQuery } from '@tanstack/react-query';
import type { AuditEntryAnswer } from '@osce/shared/schemas/admin';
import { apiGet } from '../../../../lib/api-client';
import { auditPath, type AuditFilters } from '../utils/audit-filters';

export interface AuditPage {
  entries: AuditEntryAnswer[];
  next_before: number | null;
}

export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery({
    queryKey: ['admin', 'audit', filters] as const,
    queryFn: ({ signal, pageParam }) => apiGet<AuditPage>(auditPath(filters, pageParam), signal),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next_before,
  });
}
