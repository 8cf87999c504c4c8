// The member's billing calls (docs/billing.md, 'API', authenticated): the subscriptions list, the plans
// they may buy, the three purchases and cancelling. Registered inside the member scope.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COUNTRY_CODES, CURRENT_COUNTRY } from '@osce/shared/countries';
import { messages } from '@osce/shared/messages';
import { subscriptionTypeSchema } from '@osce/shared/schemas/api';
import {
  cancelAnswerSchema,
  cancelSubscriptionSchema,
  cardPurchaseSchema,
  freePurchaseSchema,
  memberSubscriptionsSchema,
  paypalPurchaseSchema,
  purchaseAnswerSchema,
} from '@osce/shared/schemas/billing';
import type { Clock } from '../../lib/clock.ts';
import { HttpError } from '../../lib/http-error.ts';
import { HOUR_MS, MINUTE_MS, type RouteRateLimit } from '../../plugins/rate-limit.ts';
import { signedIn } from '../users/request-helpers.ts';
import type { MemberSubscriptionService } from './member-subscription.service.ts';
import type { PurchaseRequest, PurchaseResult, PurchaseService } from './purchase.service.ts';
import { presentMemberSubscription } from './subscription.presenter.ts';
import { presentSubscriptionType } from './subscription-type.presenter.ts';
import type { SubscriptionTypeService } from './subscription-type.service.ts';

/**
 * Purchases are counted per account, tightly: a member retrying a declined card a few times is
 * fine, a script cycling stolen card numbers is not. The per-address budget only applies to
 * callers who are not signed in (none get this far), and is generous so a class behind one NAT
 * address is never blocked by it.
 */
const purchaseLimit: RouteRateLimit = {
  name: 'purchase',
  perAccount: { max: 20, windowMs: HOUR_MS },
  perAddress: { max: 600, windowMs: HOUR_MS },
};
const cancelLimit: RouteRateLimit = {
  name: 'cancel_subscription',
  perAccount: { max: 30, windowMs: 15 * MINUTE_MS },
  perAddress: { max: 600, windowMs: 15 * MINUTE_MS },
};

const countryQuery = z.object({
  country: z
    .enum(COUNTRY_CODES, { error: `country must be one of ${COUNTRY_CODES.join(', ')}` })
    .default(CURRENT_COUNTRY),
});

const purchaseResponses = { 201: purchaseAnswerSchema, 200: purchaseAnswerSchema };

export function memberBillingRoutes(deps: {
  purchases: PurchaseService;
  subscriptions: MemberSubscriptionService;
  types: SubscriptionTypeService;
  clock: Clock;
}): FastifyPluginAsyncZod {
  const { purchases, subscriptions, types, clock } = deps;

  /** A purchase's answer: 201 when bought, 200 when a retry is answered with the first result. */
  function answer(result: PurchaseResult) {
    if (result.ok) {
      return {
        status: result.replayed ? (200 as const) : (201 as const),
        body: {
          success: true as const,
          message: messages.subscriptionPurchased,
          subscription: presentMemberSubscription(result.subscription, clock.now()),
        },
      };
    }
    switch (result.reason) {
      case 'invalid': {
        const message = Object.values(result.fields)[0] ?? messages.invalidInput;
        throw new HttpError(422, message, result.fields);
      }
      case 'duplicate':
        throw new HttpError(409, messages.purchaseDuplicate);
      case 'in_progress':
        throw new HttpError(409, messages.paymentAlreadyInProgress);
      case 'limit':
        throw new HttpError(
          409,
          result.limit === 'pending' ? messages.secondPending : messages.activeLimit,
        );
      default:
        throw new HttpError(result.status, result.message);
    }
  }

  return async (app) => {
    app.get(
      '/user/subscriptions',
      { schema: { response: { 200: memberSubscriptionsSchema } } },
      async (request) => {
        const now = clock.now();
        const rows = await subscriptions.list(signedIn(request).id);
        return rows.map((row) => presentMemberSubscription(row, now));
      },
    );

    app.get(
      '/subscription_types/renewable',
      {
        schema: {
          querystring: countryQuery,
          response: { 200: z.array(subscriptionTypeSchema) },
        },
      },
      async (request) =>
        (await types.list('renewable', request.query.country)).map(presentSubscriptionType),
    );

    const buy = async (request: Omit<PurchaseRequest, 'userId'>, userId: number) =>
      answer(await purchases.purchase({ ...request, userId }));

    app.post(
      '/user/purchase_subscription_credit_card',
      {
        schema: { body: cardPurchaseSchema, response: purchaseResponses },
        config: { rateLimit: purchaseLimit },
      },
      async (request, reply) => {
        const { body } = request;
        const { status, body: sent } = await buy(
          {
            kind: 'credit_card',
            subscriptionTypeId: body.subscription_type,
            country: body.country,
            voucherId: body.voucher ?? null,
            source: body.token_id,
            attemptId: body.attempt_id ?? null,
          },
          signedIn(request).id,
        );
        return reply.status(status).send(sent);
      },
    );

    app.post(
      '/user/purchase_subscription_paypal',
      {
        schema: { body: paypalPurchaseSchema, response: purchaseResponses },
        config: { rateLimit: purchaseLimit },
      },
      async (request, reply) => {
        const { body } = request;
        const { status, body: sent } = await buy(
          {
            kind: 'paypal',
            subscriptionTypeId: body.subscription_type,
            country: body.country,
            voucherId: body.voucher ?? null,
            source: body.payment_id,
            attemptId: body.attempt_id ?? null,
          },
          signedIn(request).id,
        );
        return reply.status(status).send(sent);
      },
    );

    app.post(
      '/user/purchase_free_subscription',
      {
        schema: { body: freePurchaseSchema, response: purchaseResponses },
        config: { rateLimit: purchaseLimit },
      },
      async (request, reply) => {
        const { body } = request;
        const { status, body: sent } = await buy(
          {
            kind: 'free',
            subscriptionTypeId: body.subscription_type,
            country: body.country,
            voucherId: body.voucher,
            source: null,
            attemptId: body.attempt_id ?? null,
          },
          signedIn(request).id,
        );
        return reply.status(status).send(sent);
      },
    );

    app.post(
      '/user/cancel',
      {
        schema: { body: cancelSubscriptionSchema, response: { 200: cancelAnswerSchema } },
        config: { rateLimit: cancelLimit },
      },
      async (request) => {
        const result = await subscriptions.cancel(
          signedIn(request).id,
          request.body.subscription_id,
        );
        if (!result.ok) {
          if (result.reason === 'not_found') {
            throw new HttpError(404, messages.subscriptionNotFound);
          }
          throw new HttpError(409, messages.subscriptionNotCancellable);
        }
        return {
          success: true as const,
          message: messages.subscriptionCancelled,
          subscription: presentMemberSubscription(result.subscription, clock.now()),
        };
      },
    );
  };
}
