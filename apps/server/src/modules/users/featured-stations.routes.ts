// GET /station/featured (members): the dashboard's Featured Stations list. Stations do not exist
// until the study area is built (issue 7), which will move this call into its station module and
// answer the featured ones; until then the honest answer is an empty list.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export function featuredStationRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/station/featured',
      { schema: { response: { 200: z.array(z.never()) } } },
      async () => [],
    );
  };
}
