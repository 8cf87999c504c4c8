// GET /api/admin/me: who is at the console and which capabilities their role opens, so the web
// console shows only the sections they may use (the server still checks every call).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROLE_CAPABILITIES } from '@osce/shared/admin/roles';
import { adminMeSchema } from '@osce/shared/schemas/admin';

export function staffRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/me',
      { schema: { response: { 200: adminMeSchema } }, config: { capability: 'dashboard.read' } },
      async (request) => {
        const user = request.user!;
        return {
          id: user.id,
          username: user.username,
          role: user.role,
          capabilities: [...ROLE_CAPABILITIES[user.role]],
        };
      },
    );
  };
}
