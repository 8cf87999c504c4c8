// Public plan lists: GET /subscription_plans, /subscription_types/signup, /subscription_types/trial.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COUNTRY_CODES, CURRENT_COUNTRY } from '@osce/shared/countries';
import { subscriptionTypeSchema } from '@osce/shared/schemas/api';
import type { ResponseCache } from '../../lib/response-cache.ts';
import { sendCachedJson } from '../../plugins/http-cache.ts';
import { presentSubscriptionType } from './subscription-type.presenter.ts';
import type { PlanList, SubscriptionTypeService } from './subscription-type.service.ts';

const countryQuery = z.object({
  country: z
    .enum(COUNTRY_CODES, { error: `country must be one of ${COUNTRY_CODES.join(', ')}` })
    .default(CURRENT_COUNTRY),
});

export function subscriptionTypeRoutes(
  service: SubscriptionTypeService,
  cache: ResponseCache,
): FastifyPluginAsyncZod {
  return async (app) => {
    const routes: [string, PlanList][] = [
      ['/subscription_plans', 'plans'],
      ['/subscription_types/signup', 'signup'],
      ['/subscription_types/trial', 'trial'],
    ];
    for (const [url, list] of routes) {
      app.get(
        url,
        {
          schema: {
            querystring: countryQuery,
            response: { 200: z.array(subscriptionTypeSchema) },
          },
        },
        async (request, reply) => {
          const { country } = request.query;
          const cached = await cache.get(`subscription_types:${list}:${country}`, async () =>
            (await service.list(list, country)).map(presentSubscriptionType),
          );
          return sendCachedJson(request, reply, cached);
        },
      );
    }
  };
}
