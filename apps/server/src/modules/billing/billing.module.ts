// The billing domain: the plans sold in each country, vouchers, promotions and the PayPal orders
// the sign-up page pays with. Members' purchases arrive with the billing issue.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { checkoutRoutes } from './checkout.routes.ts';
import { createCheckoutService } from './checkout.service.ts';
import { createSubscriptionTypeRepository } from './subscription-type.repository.ts';
import { subscriptionTypeRoutes } from './subscription-type.routes.ts';
import { createSubscriptionTypeService } from './subscription-type.service.ts';

export async function register(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const service = createSubscriptionTypeService({
    repo: createSubscriptionTypeRepository(ctx.db),
  });
  await app.register(subscriptionTypeRoutes(service, ctx.cache));
  await app.register(
    checkoutRoutes(
      createCheckoutService({ db: ctx.db, clock: ctx.clock, payments: ctx.payments }),
      ctx.payments,
      // Social login is on only with an identity provider configured (FACEBOOK_APP_ID/SECRET).
      ctx.config.facebook ? { facebookAppId: ctx.config.facebook.appId } : null,
    ),
  );
}
