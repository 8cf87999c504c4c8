// What a verified provider event changes, once per event id (providers deliver at least once):
// a full refund marks the payment and its subscription refunded with the refund date, which ends
// access at once; a dispute is recorded on the payment (access continues while the bank decides,
// and a lost dispute arrives as a refund). Events about payments we do not know, and other event
// types, are recorded and otherwise ignored.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { afterCommit, withTransaction } from '../../db/transaction.ts';
import type { Clock } from '../../lib/clock.ts';
import type { EventBus } from '../../lib/events.ts';
import { createWebhookRepository } from './webhook.repository.ts';

export type ProviderEffect =
  | {
      kind: 'refund';
      references: string[];
      /** The amount refunded in minor units, when the event says; null means the whole payment. */
      amount: number | null;
      at: Date;
    }
  | { kind: 'dispute'; references: string[]; at: Date }
  | { kind: 'none' };

export interface ProviderEvent {
  provider: 'stripe' | 'paypal';
  id: string;
  type: string;
  effect: ProviderEffect;
}

export type WebhookOutcome = 'processed' | 'duplicate';

export type WebhookService = ReturnType<typeof createWebhookService>;

export function createWebhookService(deps: {
  db: Db;
  clock: Clock;
  /** A refund changes the member's access: announced after commit, on every process. */
  events: EventBus;
  log: FastifyBaseLogger;
}) {
  const { db, clock, events, log } = deps;
  return {
    async handle(event: ProviderEvent): Promise<WebhookOutcome> {
      return withTransaction(db, async (tx) => {
        const repo = createWebhookRepository(tx);
        if (!(await repo.claimEvent(event.provider, event.id, event.type, clock.now()))) {
          return 'duplicate';
        }
        const { effect } = event;
        if (effect.kind === 'none') return 'processed';
        const payment = await repo.findPayment(event.provider, effect.references);
        if (!payment) {
          log.warn(
            { provider: event.provider, type: event.type },
            'webhook for an unknown payment',
          );
          return 'processed';
        }
        if (effect.kind === 'dispute') {
          await repo.markDisputed(payment.id, effect.at);
        } else if (effect.amount === null || effect.amount >= payment.amount) {
          const userId = await repo.markRefunded(payment.id, payment.subscriptionId, effect.at);
          if (userId !== null) {
            afterCommit(tx, () => events.emit('billing.entitlements_changed', { userId }));
          }
        } else {
          // A partial refund (a goodwill gesture) leaves the subscription as it is.
          log.info({ provider: event.provider }, 'partial refund recorded; subscription kept');
        }
        return 'processed';
      });
    },
  };
}
