// The back office's Prices section (docs/admin.md, 'Prices'): plans, vouchers and promotions. Each
// write commits with its audit entry, then announces `content.changed` {domain: 'billing'} so every
// process drops its cached public plan and promotion answers. A plan edit applies to purchases from
// then on: a subscription keeps the price, currency and length it was bought with.
import type { AdminPromotionInput, AdminVoucherInput } from '@osce/shared/schemas/admin-prices';
import type { Db } from '../../../db/client.ts';
import { afterCommit, withTransaction } from '../../../db/transaction.ts';
import { uniqueViolation } from '../../../lib/db-errors.ts';
import type { EventBus } from '../../../lib/events.ts';
import type { AuditActor, AuditService } from '../audit.service.ts';
import {
  createAdminPricesRepository,
  type AdminPlanRow,
  type AdminPromotionRow,
  type AdminVoucherRow,
  type PlanWrite,
} from './admin-prices.repository.ts';

export type AdminPricesService = ReturnType<typeof createAdminPricesService>;

export type PlanUpdate = Omit<PlanWrite, 'displayLength'> & { displayLength?: string | undefined };

export type WriteResult<T> =
  { ok: true; value: T } | { ok: false; reason: 'not_found' | 'taken' | 'unknown_plans' };

/** A refusal found inside the transaction: rolls it back, answered as a result. */
class Refused extends Error {
  constructor(readonly reason: 'not_found' | 'taken' | 'unknown_plans') {
    super(reason);
  }
}

async function refusalAsResult<T>(work: () => Promise<T>): Promise<WriteResult<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (err) {
    if (err instanceof Refused) return { ok: false, reason: err.reason };
    // Two writes of the same new code at once: the unique index decides.
    if (uniqueViolation(err) !== null) return { ok: false, reason: 'taken' };
    throw err;
  }
}

/** What the audit keeps of a plan: the fields the console edits. */
function planView(p: AdminPlanRow) {
  return {
    name: p.name,
    cost: p.cost,
    discounted_cost: p.discountedCost,
    currency: p.effectiveCurrency,
    length: p.length,
    display_length: p.displayLength,
    signup: p.signup,
    renewable: p.renewable,
    active: p.active,
  };
}

function voucherView(v: AdminVoucherRow) {
  return {
    code: v.code,
    sign: v.sign,
    discount: v.discount,
    subscription_type_ids: v.subscriptionTypeIds,
    valid_from: v.validFrom,
    valid_to: v.expiresAt,
    max_uses: v.maxUses,
    active: v.active,
  };
}

function promotionView(p: AdminPromotionRow) {
  return {
    slug: p.slug,
    name: p.name,
    active: p.active,
    ends_at: p.endsAt,
    subscription_type_ids: p.subscriptionTypeIds,
  };
}

export function createAdminPricesService(deps: { db: Db; events: EventBus; audit: AuditService }) {
  const { db, events, audit } = deps;
  const changed = (tx: Db) =>
    afterCommit(tx, () => events.emit('content.changed', { domain: 'billing' }));

  async function checkPlans(tx: Db, ids: number[]) {
    const found = await createAdminPricesRepository(tx).existingPlanIds(ids);
    if (found.length !== ids.length) throw new Refused('unknown_plans');
  }

  return {
    listPlans: () => createAdminPricesRepository(db).listPlans(),

    updatePlan(id: number, input: PlanUpdate, actor: AuditActor) {
      return refusalAsResult(() =>
        withTransaction(db, async (tx) => {
          const repo = createAdminPricesRepository(tx);
          if (!(await repo.lockPlan(id))) throw new Refused('not_found');
          const before = (await repo.findPlan(id))!;
          await repo.updatePlan(id, {
            ...input,
            displayLength: input.displayLength ?? before.displayLength,
          });
          const after = (await repo.findPlan(id))!;
          await audit.record(tx, actor, {
            action: 'plan.update',
            entity: 'plan',
            entityId: id,
            before: planView(before),
            after: planView(after),
          });
          changed(tx);
          return after;
        }),
      );
    },

    listVouchers: () => createAdminPricesRepository(db).listVouchers(),

    /** Creates a voucher (`id` null) or changes one. */
    saveVoucher(id: number | null, input: AdminVoucherInput, actor: AuditActor) {
      return refusalAsResult(() =>
        withTransaction(db, async (tx) => {
          const repo = createAdminPricesRepository(tx);
          const before = id === null ? null : await repo.findVoucher(id, true);
          if (id !== null && !before) throw new Refused('not_found');
          const holder = await repo.voucherWithCode(input.code);
          if (holder !== null && holder !== id) throw new Refused('taken');
          await checkPlans(tx, input.subscription_type_ids);
          const values = {
            code: input.code,
            sign: input.sign,
            discount: input.discount,
            validFrom: input.valid_from ? new Date(input.valid_from) : null,
            expiresAt: input.valid_to ? new Date(input.valid_to) : null,
            maxUses: input.max_uses,
            active: input.active,
          };
          const voucherId = id ?? (await repo.insertVoucher(values));
          if (id !== null) await repo.updateVoucher(id, values);
          await repo.setVoucherPlans(voucherId, input.subscription_type_ids);
          const after = (await repo.findVoucher(voucherId))!;
          await audit.record(tx, actor, {
            action: id === null ? 'voucher.create' : 'voucher.update',
            entity: 'voucher',
            entityId: voucherId,
            before: before ? voucherView(before) : null,
            after: voucherView(after),
          });
          changed(tx);
          return after;
        }),
      );
    },

    listPromotions: () => createAdminPricesRepository(db).listPromotions(),

    /** Creates a promotion (`id` null) or changes one. */
    savePromotion(id: number | null, input: AdminPromotionInput, actor: AuditActor) {
      return refusalAsResult(() =>
        withTransaction(db, async (tx) => {
          const repo = createAdminPricesRepository(tx);
          const before = id === null ? null : await repo.findPromotion(id, true);
          if (id !== null && !before) throw new Refused('not_found');
          const holder = await repo.promotionWithSlug(input.slug);
          if (holder !== null && holder !== id) throw new Refused('taken');
          await checkPlans(tx, input.subscription_type_ids);
          const values = {
            slug: input.slug,
            name: input.name,
            active: input.active,
            endsAt: input.ends_at ? new Date(input.ends_at) : null,
          };
          const promotionId = id ?? (await repo.insertPromotion(values));
          if (id !== null) await repo.updatePromotion(id, values);
          await repo.setPromotionPlans(promotionId, input.subscription_type_ids);
          const after = (await repo.findPromotion(promotionId))!;
          await audit.record(tx, actor, {
            action: id === null ? 'promotion.create' : 'promotion.update',
            entity: 'promotion',
            entityId: promotionId,
            before: before ? promotionView(before) : null,
            after: promotionView(after),
          });
          changed(tx);
          return after;
        }),
      );
    },
  };
}
