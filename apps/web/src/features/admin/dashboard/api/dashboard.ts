// GET /api/admin/dashboard (docs/admin.md, 'Dashboard').
import { useQuery } from '@tanstack/react-query';
import type { DashboardAnswer } from '@osce/shared/schemas/admin-dashboard';
import { apiGet } from '../../../../lib/api-client';

export function useDashboard() {
  return useQuery({
    queryKey: ['admin', 'dashboard'] as const,
    queryFn: ({ signal }) => apiGet<DashboardAnswer>('/admin/dashboard', signal),
    staleTime: 30_000,
  });
}
