// PayPal without a network: orders live in memory, the sandbox PayPal button approves them through
// `approve()`, and capture applies the same checks as the real adapter (approved, exactly this
// amount and currency, captured once).
import { randomBytes } from 'node:crypto';
import { IdempotencyLedger } from './idempotency-ledger.ts';
import { assertChargeable } from './money.ts';
import { paymentMessages } from './payment-messages.ts';
import type {
  PaymentResult,
  PaypalCaptureRequest,
  PaypalGateway,
  PaypalOrderRequest,
  PaypalOrderResult,
} from './payment-gateway.ts';

export interface SandboxPaypalOrder {
  orderId: string;
  amount: number;
  currency: string;
  description: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  /** Set once captured. */
  captureReference: string | null;
  refunded: boolean;
}

export class SandboxPaypalGateway implements PaypalGateway {
  readonly name = 'sandbox';
  readonly #orders = new Map<string, SandboxPaypalOrder>();
  readonly #keys = new IdempotencyLedger();

  async createOrder(request: PaypalOrderRequest): Promise<PaypalOrderResult> {
    assertChargeable(request.amount, request.currency);
    const currency = request.currency.toUpperCase();
    const remembered = this.#keys.once(
      request.idempotencyKey,
      ['order', request.amount, currency, request.description],
      (): PaypalOrderResult => {
        const orderId = `SANDBOX-${randomBytes(8).toString('hex').toUpperCase()}`;
        this.#orders.set(orderId, {
          orderId,
          amount: request.amount,
          currency,
          description: request.description,
          status: 'CREATED',
          captureReference: null,
          refunded: false,
        });
        return { ok: true, orderId };
      },
    );
    return 'result' in remembered ? remembered.result : conflict();
  }

  /** What the buyer does in PayPal's window. False for an unknown or already captured order. */
  approve(orderId: string): boolean {
    const order = this.#orders.get(orderId);
    if (!order || order.status === 'COMPLETED') return false;
    order.status = 'APPROVED';
    return true;
  }

  async capture(request: PaypalCaptureRequest): Promise<PaymentResult> {
    assertChargeable(request.amount, request.currency);
    const currency = request.currency.toUpperCase();
    const remembered = this.#keys.once(
      request.idempotencyKey,
      ['capture', request.orderId, request.amount, currency],
      (): PaymentResult => {
        const order = this.#orders.get(request.orderId);
        if (!order) {
          return {
            ok: false,
            reason: 'invalid_source',
            message: paymentMessages.paypalOrderNotFound,
          };
        }
        if (order.status === 'COMPLETED') {
          return {
            ok: false,
            reason: 'invalid_source',
            message: paymentMessages.paypalAlreadyCaptured,
          };
        }
        if (order.status !== 'APPROVED') {
          return {
            ok: false,
            reason: 'invalid_source',
            message: paymentMessages.paypalNotApproved,
          };
        }
        if (order.amount !== request.amount || order.currency !== currency) {
          return {
            ok: false,
            reason: 'amount_mismatch',
            message: paymentMessages.paypalAmountMismatch,
          };
        }
        order.status = 'COMPLETED';
        order.captureReference = `SANDBOX-CAPTURE-${randomBytes(8).toString('hex').toUpperCase()}`;
        return { ok: true, reference: order.captureReference };
      },
    );
    return 'result' in remembered ? remembered.result : conflict();
  }

  async refund(reference: string, idempotencyKey: string): Promise<PaymentResult> {
    const remembered = this.#keys.once(idempotencyKey, ['refund', reference], (): PaymentResult => {
      const order = [...this.#orders.values()].find((o) => o.captureReference === reference);
      if (!order) {
        return { ok: false, reason: 'invalid_source', message: paymentMessages.refundUnknown };
      }
      if (order.refunded) {
        return { ok: false, reason: 'invalid_source', message: paymentMessages.alreadyRefunded };
      }
      order.refunded = true;
      return {
        ok: true,
        reference: `SANDBOX-REFUND-${randomBytes(8).toString('hex').toUpperCase()}`,
      };
    });
    return 'result' in remembered ? remembered.result : conflict();
  }

  /** Every order made, oldest first, as it stands now. */
  orders(): SandboxPaypalOrder[] {
    return [...this.#orders.values()].map((order) => ({ ...order }));
  }
}

function conflict(): { ok: false; reason: 'invalid_source'; message: string } {
  return { ok: false, reason: 'invalid_source', message: paymentMessages.idempotencyConflict };
}
