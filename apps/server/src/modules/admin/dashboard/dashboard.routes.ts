// GET /api/admin/dashboard (every staff role, dashboard.read): counts, no personal data
// (docs/admin.md, 'Dashboard').
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardSchema } from '@osce/shared/schemas/admin-dashboard';
import type { DashboardService } from './dashboard.service.ts';

export function dashboardRoutes(dashboard: DashboardService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/dashboard',
      { schema: { response: { 200: dashboardSchema } }, config: { capability: 'dashboard.read' } },
      async () => dashboard.read(),
    );
  };
}
