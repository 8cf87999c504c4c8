// Every route the app serves, as registered (method and full path), so a test can walk a family of
// routes (all the study calls that name a station, say) and a new route cannot be forgotten.
import type { FastifyInstance } from 'fastify';

export interface RouteEntry {
  method: string;
  url: string;
  /** The route's body schema, if it declares one (a zod schema under the type provider). */
  body: unknown;
  /** The capability a back-office route needs (`config.capability`), if it names one. */
  capability: string | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's routes, filled as they are registered; complete once the app is ready. */
    routeTable: readonly RouteEntry[];
  }
}

export function registerRouteTable(app: FastifyInstance): void {
  const routes: RouteEntry[] = [];
  app.decorate('routeTable', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      const config = route.config as { capability?: string } | undefined;
      routes.push({
        method,
        url: route.url,
        body: route.schema?.body,
        capability: config?.capability,
      });
    }
  });
}
