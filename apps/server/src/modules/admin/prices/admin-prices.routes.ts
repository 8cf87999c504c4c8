// Plans, vouchers and promotions in the back office (prices.edit; docs/admin.md, 'Prices'):
// GET /api/admin/plans, PUT /api/admin/plans/{id}, GET/POST /api/admin/vouchers,
// PUT /api/admin/vouchers/{id}, GET/POST /api/admin/promotions, PUT /api/admin/promotions/{id}.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { priceMessages } from '@osce/shared/admin/inbox-prices-messages';
import {
  adminPlanAnswerSchema,
  adminPlanUpdateSchema,
  adminPlansAnswerSchema,
  adminPromotionAnswerSchema,
  adminPromotionBodySchema,
  adminPromotionsAnswerSchema,
  adminVoucherAnswerSchema,
  adminVoucherBodySchema,
  adminVouchersAnswerSchema,
  type AdminPlan,
  type AdminPromotion,
  type AdminVoucher,
} from '@osce/shared/schemas/admin-prices';
import { recordIdParam } from '@osce/shared/schemas/id';
import type { FastifyRequest } from 'fastify';
import { HttpError, fieldRefusal } from '../../../lib/http-error.ts';
import type {
  AdminPlanRow,
  AdminPromotionRow,
  AdminVoucherRow,
} from './admin-prices.repository.ts';
import type { AdminPricesService, WriteResult } from './admin-prices.service.ts';

const idParams = z.object({ id: recordIdParam() });
const capability = { capability: 'prices.edit' as const };

function presentPlan(p: AdminPlanRow): AdminPlan {
  return {
    id: p.id,
    country_code: p.countryCode,
    name: p.name,
    price: p.cost,
    discounted_cost: p.discountedCost,
    currency: p.effectiveCurrency,
    length: p.length,
    display_length: p.displayLength,
    signup: p.signup,
    renewable: p.renewable,
    active: p.active,
    subscriptions: p.subscriptionCount,
  };
}

function presentVoucher(v: AdminVoucherRow): AdminVoucher {
  return {
    id: v.id,
    code: v.code,
    sign: v.sign,
    discount: v.discount,
    subscription_type_ids: v.subscriptionTypeIds,
    valid_from: v.validFrom?.toISOString() ?? null,
    valid_to: v.expiresAt?.toISOString() ?? null,
    max_uses: v.maxUses,
    active: v.active,
    uses: v.uses,
    created_at: v.createdAt.toISOString(),
  };
}

function presentPromotion(p: AdminPromotionRow): AdminPromotion {
  return {
    id: p.id,
    slug: p.slug,
    name: p.name,
    active: p.active,
    ends_at: p.endsAt?.toISOString() ?? null,
    subscription_type_ids: p.subscriptionTypeIds,
  };
}

function actorOf(request: FastifyRequest) {
  const user = request.user!;
  return { id: user.id, username: user.username };
}

/** The value written, or the refusal a caller reads: 404, 409 with the field, 422 for plans. */
function written<T>(
  result: WriteResult<T>,
  texts: { notFound: string; taken: string; takenField: string },
): T {
  if (result.ok) return result.value;
  switch (result.reason) {
    case 'not_found':
      throw new HttpError(404, texts.notFound);
    case 'taken':
      throw new HttpError(409, texts.taken, { [texts.takenField]: texts.taken });
    default:
      throw fieldRefusal('subscription_type_ids', priceMessages.unknownPlans);
  }
}

const voucherTexts = {
  notFound: priceMessages.voucherNotFound,
  taken: priceMessages.voucherCodeTaken,
  takenField: 'code',
};
const promotionTexts = {
  notFound: priceMessages.promotionNotFound,
  taken: priceMessages.promotionSlugTaken,
  takenField: 'slug',
};

export function adminPricesRoutes(service: AdminPricesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/plans',
      { schema: { response: { 200: adminPlansAnswerSchema } }, config: capability },
      async () => ({ plans: (await service.listPlans()).map(presentPlan) }),
    );

    app.put(
      '/plans/:id',
      {
        schema: {
          params: idParams,
          body: adminPlanUpdateSchema,
          response: { 200: adminPlanAnswerSchema },
        },
        config: capability,
      },
      async (request) => {
        const b = request.body;
        const result = await service.updatePlan(
          request.params.id,
          {
            cost: b.price,
            discountedCost: b.discounted_cost ?? null,
            currency: b.currency,
            length: b.length,
            displayLength: b.display_length,
            signup: b.signup,
            renewable: b.renewable,
            active: b.active,
          },
          actorOf(request),
        );
        const plan = written(result, { ...voucherTexts, notFound: priceMessages.planNotFound });
        return { plan: presentPlan(plan) };
      },
    );

    app.get(
      '/vouchers',
      { schema: { response: { 200: adminVouchersAnswerSchema } }, config: capability },
      async () => ({ vouchers: (await service.listVouchers()).map(presentVoucher) }),
    );

    app.post(
      '/vouchers',
      {
        schema: { body: adminVoucherBodySchema, response: { 201: adminVoucherAnswerSchema } },
        config: capability,
      },
      async (request, reply) => {
        const result = await service.saveVoucher(null, request.body, actorOf(request));
        const voucher = written(result, voucherTexts);
        return reply.status(201).send({ voucher: presentVoucher(voucher) });
      },
    );

    app.put(
      '/vouchers/:id',
      {
        schema: {
          params: idParams,
          body: adminVoucherBodySchema,
          response: { 200: adminVoucherAnswerSchema },
        },
        config: capability,
      },
      async (request) => {
        const result = await service.saveVoucher(request.params.id, request.body, actorOf(request));
        return { voucher: presentVoucher(written(result, voucherTexts)) };
      },
    );

    app.get(
      '/promotions',
      { schema: { response: { 200: adminPromotionsAnswerSchema } }, config: capability },
      async () => ({ promotions: (await service.listPromotions()).map(presentPromotion) }),
    );

    app.post(
      '/promotions',
      {
        schema: { body: adminPromotionBodySchema, response: { 201: adminPromotionAnswerSchema } },
        config: capability,
      },
      async (request, reply) => {
        const result = await service.savePromotion(null, request.body, actorOf(request));
        const promotion = written(result, promotionTexts);
        return reply.status(201).send({ promotion: presentPromotion(promotion) });
      },
    );

    app.put(
      '/promotions/:id',
      {
        schema: {
          params: idParams,
          body: adminPromotionBodySchema,
          response: { 200: adminPromotionAnswerSchema },
        },
        config: capability,
      },
      async (request) => {
        const result = await service.savePromotion(
          request.params.id,
          request.body,
          actorOf(request),
        );
        return { promotion: presentPromotion(written(result, promotionTexts)) };
      },
    );
  };
}
