// The billing domain: the plans sold in each country, vouchers, promotions and the PayPal orders
// the sign-up page pays with; members' subscriptions, purchases and cancelling; the providers'
// refund and dispute webhooks. Its background jobs are run by modules/jobs.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { createWebhookVerifiers } from '../../payments/webhook-verifiers.ts';
import { memberScope } from '../../plugins/auth.ts';
import { createChargeService } from './charge.service.ts';
import { checkoutRoutes } from './checkout.routes.ts';
import { createCheckoutService } from './checkout.service.ts';
import { memberBillingRoutes } from './member-billing.routes.ts';
import { createMemberSubscriptionService } from './member-subscription.service.ts';
import { createPurchaseService } from './purchase.service.ts';
import { createSubscriptionTypeRepository } from './subscription-type.repository.ts';
import { subscriptionTypeRoutes } from './subscription-type.routes.ts';
import { createSubscriptionTypeService } from './subscription-type.service.ts';
import { webhookRoutes } from './webhook.routes.ts';
import { createWebhookService } from './webhook.service.ts';

export async function register(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db, clock, payments, config } = ctx;
  // The one charge path: sign-up (accounts module) builds its own over the same context.
  const charges = createChargeService({
    db,
    clock,
    payments,
    brand: config.BRAND_NAME,
    log: ctx.log,
  });
  const service = createSubscriptionTypeService({
    repo: createSubscriptionTypeRepository(db),
  });
  await app.register(subscriptionTypeRoutes(service, ctx.cache));
  await app.register(
    checkoutRoutes(
      createCheckoutService({ db, clock, payments, charges }),
      payments,
      // Social login is on only with an identity provider configured (FACEBOOK_APP_ID/SECRET).
      config.facebook ? { facebookAppId: config.facebook.appId } : null,
    ),
  );
  await app.register(
    memberScope(
      ctx.sessions,
      memberBillingRoutes({
        purchases: createPurchaseService({
          db,
          clock,
          events: ctx.events,
          charges,
          brand: config.BRAND_NAME,
          publicUrl: config.publicUrl,
          log: ctx.log,
        }),
        subscriptions: createMemberSubscriptionService({ db, clock, events: ctx.events }),
        types: service,
        clock,
      }),
    ),
  );
  await app.register(
    webhookRoutes({
      verifiers: payments.webhooks ?? createWebhookVerifiers(config, ctx.log),
      service: createWebhookService({ db, clock, events: ctx.events, log: ctx.log }),
      clock,
    }),
  );
}
