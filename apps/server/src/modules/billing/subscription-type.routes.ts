// Public plan lists: GET /subscription_plans, /subscription_types/signup, /subscription_types/trial.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COUNTRY_CODES, CURRENT_COUNTRY } from '@osce/shared/countries';
import type { PlanList, SubscriptionTypeService } from './subscription-type.service.ts';

const countryQuery = z.object({
  country: z
    .enum(COUNTRY_CODES, { error: `country must be one of ${COUNTRY_CODES.join(', ')}` })
    .default(CURRENT_COUNTRY),
});

export function subscriptionTypeRoutes(service: SubscriptionTypeService): FastifyPluginAsyncZod {
  return async (app) => {
    const routes: [string, PlanList][] = [
      ['/subscription_plans', 'plans'],
      ['/subscription_types/signup', 'signup'],
      ['/subscription_types/trial', 'trial'],
    ];
    for (const [url, list] of routes) {
      app.get(url, { schema: { querystring: countryQuery } }, async (request, reply) => {
        const body = await service.listJson(list, request.query.country);
        return reply.type('application/json; charset=utf-8').send(body ?? '[]');
      });
    }
  };
}
