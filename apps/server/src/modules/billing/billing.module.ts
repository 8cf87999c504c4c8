// The billing domain: the plans sold in each country, vouchers, promotions and the PayPal orders
// the sign-up page pays with. Members' purchases arrive with the billing issue.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { checkoutRoutes } from './checkout.routes.ts';
import { createCheckoutService } from './checkout.service.ts';
import { createSubscriptionTypeRepository } from './subscription-type.repository.ts';
import { subscriptionTypeRoutes } from './subscription-type.routes.ts';
import { createSubscriptionTypeService } from './subscription-type.service.ts';

/** Social login needs an identity provider, and none is configured in this release. */
const SOCIAL_LOGIN_ENABLED = false;

export async function register(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const service = createSubscriptionTypeService({
    repo: createSubscriptionTypeRepository(ctx.db),
  });
  await app.register(subscriptionTypeRoutes(service, ctx.cache));
  await app.register(
    checkoutRoutes(
      createCheckoutService({ db: ctx.db, clock: ctx.clock, payments: ctx.payments }),
      ctx.payments,
      SOCIAL_LOGIN_ENABLED,
    ),
  );
}
