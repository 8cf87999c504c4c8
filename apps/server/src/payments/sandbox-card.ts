// Card payments without a network, with Stripe test-mode semantics: `tok_visa` is charged,
// `tok_chargeDeclined` is declined, anything else is refused. The default on a laptop and in tests,
// which read what was charged and refunded from the ledger.
import { randomBytes } from 'node:crypto';
import { SANDBOX_CARD_TOKENS } from '@osce/shared/sandbox-cards';
import { IdempotencyLedger } from './idempotency-ledger.ts';
import { assertChargeable } from './money.ts';
import { paymentMessages } from './payment-messages.ts';
import type { CardChargeRequest, CardGateway, PaymentResult } from './payment-gateway.ts';

export interface SandboxCharge {
  reference: string;
  amount: number;
  currency: string;
  description: string;
  metadata: Record<string, string>;
  refunded: boolean;
}

export interface SandboxRefund {
  reference: string;
  chargeReference: string;
  amount: number;
  currency: string;
}

export class SandboxCardGateway implements CardGateway {
  readonly name = 'sandbox';
  readonly #charges = new Map<string, SandboxCharge>();
  readonly #refunds: SandboxRefund[] = [];
  readonly #keys = new IdempotencyLedger();

  async charge(request: CardChargeRequest): Promise<PaymentResult> {
    assertChargeable(request.amount, request.currency);
    const currency = request.currency.toUpperCase();
    const metadata = request.metadata ?? {};
    const remembered = this.#keys.once(
      request.idempotencyKey,
      [
        'charge',
        request.source,
        request.amount,
        currency,
        request.description,
        Object.entries(metadata).sort(),
      ],
      (): PaymentResult => {
        if (request.source === SANDBOX_CARD_TOKENS.declined) {
          return { ok: false, reason: 'declined', message: paymentMessages.cardDeclined };
        }
        if (request.source !== SANDBOX_CARD_TOKENS.visa) {
          return {
            ok: false,
            reason: 'invalid_source',
            message: paymentMessages.cardInvalidSource,
          };
        }
        const reference = `ch_sandbox_${randomBytes(12).toString('hex')}`;
        this.#charges.set(reference, {
          reference,
          amount: request.amount,
          currency,
          description: request.description,
          metadata: { ...metadata },
          refunded: false,
        });
        return { ok: true, reference };
      },
    );
    return 'result' in remembered ? remembered.result : conflict();
  }

  async refund(reference: string, idempotencyKey: string): Promise<PaymentResult> {
    const remembered = this.#keys.once(idempotencyKey, ['refund', reference], (): PaymentResult => {
      const charge = this.#charges.get(reference);
      if (!charge) {
        return { ok: false, reason: 'invalid_source', message: paymentMessages.refundUnknown };
      }
      if (charge.refunded) {
        return { ok: false, reason: 'invalid_source', message: paymentMessages.alreadyRefunded };
      }
      charge.refunded = true;
      const refund = {
        reference: `re_sandbox_${randomBytes(12).toString('hex')}`,
        chargeReference: reference,
        amount: charge.amount,
        currency: charge.currency,
      };
      this.#refunds.push(refund);
      return { ok: true, reference: refund.reference };
    });
    return 'result' in remembered ? remembered.result : conflict();
  }

  /** Every successful charge, oldest first (declined and refused attempts take no money). */
  charges(): SandboxCharge[] {
    return [...this.#charges.values()].map((charge) => ({
      ...charge,
      metadata: { ...charge.metadata },
    }));
  }

  refunds(): SandboxRefund[] {
    return this.#refunds.map((refund) => ({ ...refund }));
  }
}

function conflict(): PaymentResult {
  return { ok: false, reason: 'invalid_source', message: paymentMessages.idempotencyConflict };
}
