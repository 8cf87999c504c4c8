// The billing domain: for now the plans sold in each country; vouchers, purchases and the payment
// gateway arrive with sign-up.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { createSubscriptionTypeRepository } from './subscription-type.repository.ts';
import { subscriptionTypeRoutes } from './subscription-type.routes.ts';
import { createSubscriptionTypeService } from './subscription-type.service.ts';

export async function register(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const service = createSubscriptionTypeService({
    repo: createSubscriptionTypeRepository(ctx.db),
  });
  await app.register(subscriptionTypeRoutes(service, ctx.cache));
}
