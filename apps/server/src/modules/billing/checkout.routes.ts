// POST /apply_voucher, GET /promotion/{promotion}, GET /payments/config and the PayPal order calls
// the PayPal button makes (docs/billing.md, 'API').
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordId } from '@osce/shared/schemas/id';
import { COUNTRY_CODES, CURRENT_COUNTRY } from '@osce/shared/countries';
import { messages } from '@osce/shared/messages';
import { applyVoucherSchema, idField } from '@osce/shared/schemas/account';
import {
  applyVoucherAnswerSchema,
  paymentsConfigSchema,
  promotionSchema,
} from '@osce/shared/schemas/api';
import { objectBody, pathParam } from '@osce/shared/schemas/text';
import { HttpError, fieldRefusal } from '../../lib/http-error.ts';
import type { Payments } from '../../payments/payment-gateway.ts';
import { HOUR_MS, MINUTE_MS } from '../../plugins/rate-limit.ts';
import type { CheckoutService } from './checkout.service.ts';
import { presentSubscriptionType } from './subscription-type.presenter.ts';

// Guessing voucher codes is slowed per address; a class applying one code together is not.
const voucherLimit = { name: 'apply_voucher', perAddress: { max: 300, windowMs: 15 * MINUTE_MS } };
const orderLimit = { name: 'paypal_order', perAddress: { max: 300, windowMs: HOUR_MS } };

const countryQuery = z.object({
  country: z
    .enum(COUNTRY_CODES, { error: `country must be one of ${COUNTRY_CODES.join(', ')}` })
    .default(CURRENT_COUNTRY),
});

const orderBody = objectBody(
  z.object({
    subscription_type_id: idField(messages.subscriptionTypeRequired),
    voucher: recordId().nullable().optional(),
  }),
);

/** The sandbox PayPal button's stand-in for the buyer approving at PayPal. */
interface SandboxApproval {
  approve(orderId: string): boolean;
}

function sandboxApproval(payments: Payments): SandboxApproval | null {
  const paypal = payments.paypal as (Payments['paypal'] & Partial<SandboxApproval>) | null;
  return paypal?.name === 'sandbox' && typeof paypal.approve === 'function'
    ? (paypal as SandboxApproval)
    : null;
}

export function checkoutRoutes(
  service: CheckoutService,
  payments: Payments,
  /** Social login's public settings while it is on; null while it is off. */
  socialLogin: { facebookAppId: string } | null,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/apply_voucher',
      {
        schema: { body: applyVoucherSchema, response: { 200: applyVoucherAnswerSchema } },
        config: { rateLimit: voucherLimit },
      },
      async (request) => {
        const result = await service.applyVoucher(
          request.body.voucher,
          request.body.subscription_type_id,
        );
        if (!result.ok) {
          if (result.reason === 'wrong_plan')
            throw fieldRefusal('voucher', messages.voucherWrongPlan);
          throw new HttpError(404, messages.voucherInvalid, { voucher: messages.voucherInvalid });
        }
        const { id, code, sign, discount } = result.voucher;
        return {
          success: true as const,
          message: messages.voucherApplied,
          voucher: { id, code, sign, discount },
        };
      },
    );

    app.get(
      '/promotion/:promotion',
      {
        schema: {
          params: z.object({ promotion: pathParam(100) }),
          querystring: countryQuery,
          response: { 200: promotionSchema },
        },
      },
      async (request) => {
        const result = await service.promotion(request.params.promotion, request.query.country);
        if (!result.ok) throw new HttpError(404, messages.promotionInactive);
        return {
          success: true as const,
          slug: result.slug,
          name: result.name,
          sub_types: result.plans.map(presentSubscriptionType),
        };
      },
    );

    app.get('/payments/config', { schema: { response: { 200: paymentsConfigSchema } } }, () => ({
      ...payments.clientConfig,
      social_login: socialLogin !== null,
      ...(socialLogin && { facebook_app_id: socialLogin.facebookAppId }),
    }));

    app.post(
      '/paypal/orders',
      {
        schema: {
          body: orderBody,
          response: { 201: z.object({ success: z.literal(true), id: z.string() }) },
        },
        config: { rateLimit: orderLimit },
      },
      async (request, reply) => {
        const result = await service.createPaypalOrder({
          subscriptionTypeId: request.body.subscription_type_id,
          voucherId: request.body.voucher ?? null,
        });
        if (result.ok)
          return reply.status(201).send({ success: true as const, id: result.orderId });
        switch (result.reason) {
          case 'plan':
            throw fieldRefusal('subscription_type_id', messages.subscriptionTypeUnavailable);
          case 'voucher':
            throw fieldRefusal('voucher', messages.voucherWrongPlan);
          case 'free':
            throw fieldRefusal('payment_method', messages.paypalZeroCost);
          case 'disabled':
            throw new HttpError(409, messages.paymentMethodUnavailable);
          case 'unavailable':
            throw new HttpError(503, messages.paymentUnavailable);
          default:
            throw new HttpError(402, result.message);
        }
      },
    );

    const sandbox = sandboxApproval(payments);
    if (sandbox) {
      app.post(
        '/paypal/sandbox/orders/:id/approve',
        {
          schema: {
            params: z.object({ id: pathParam(100) }),
            response: { 200: z.object({ success: z.literal(true) }) },
          },
          config: { rateLimit: orderLimit },
        },
        async (request) => {
          if (!sandbox.approve(request.params.id)) throw new HttpError(404, messages.notFound);
          return { success: true as const };
        },
      );
    }
  };
}
