// Card payments through Stripe. The page turns the card into a PaymentMethod (`pm_...`) with
// Stripe.js; the server creates and confirms a PaymentIntent in one call, with the attempt's
// idempotency key, so a retried request is answered with the first outcome instead of a second
// charge. Payments that would need the buyer back in the page (3-D Secure) are not supported yet:
// they are cancelled and answered as declined.
import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import { assertChargeable } from './money.ts';
import { paymentMessages } from './payment-messages.ts';
import type {
  CardChargeRequest,
  CardGateway,
  PaymentFailureReason,
  PaymentResult,
} from './payment-gateway.ts';

export interface StripeCardGatewayOptions {
  secretKey: string;
  /** Where Stripe's API is, when not https://api.stripe.com (the tests' replay server). */
  apiBaseUrl?: string;
  /** Retries of failed connections and 5xx answers, with the same idempotency key. */
  maxNetworkRetries?: number;
  /** Unexpected provider answers are logged (never keys, sources or bodies). */
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

type Failure = Extract<PaymentResult, { ok: false }>;

export class StripeCardGateway implements CardGateway {
  readonly name = 'stripe';
  readonly #stripe: Stripe;
  readonly #log: Pick<FastifyBaseLogger, 'warn'> | undefined;

  constructor(options: StripeCardGatewayOptions) {
    const api = options.apiBaseUrl ? new URL(options.apiBaseUrl) : null;
    this.#stripe = new Stripe(options.secretKey, {
      timeout: 30_000,
      maxNetworkRetries: options.maxNetworkRetries ?? 1,
      ...(api && {
        host: api.hostname,
        port: api.port || (api.protocol === 'http:' ? 80 : 443),
        protocol: api.protocol === 'http:' ? 'http' : 'https',
      }),
    });
    this.#log = options.log;
  }

  async charge(request: CardChargeRequest): Promise<PaymentResult> {
    assertChargeable(request.amount, request.currency);
    let intent: Stripe.PaymentIntent;
    try {
      intent = await this.#stripe.paymentIntents.create(
        {
          amount: request.amount,
          currency: request.currency.toLowerCase(),
          payment_method: request.source,
          confirm: true,
          description: request.description,
          ...(request.metadata && { metadata: request.metadata }),
          // Cards only, confirmed here: nothing that would send the buyer to another page.
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
        },
        { idempotencyKey: request.idempotencyKey },
      );
    } catch (err) {
      return this.#failure(err, 'charge');
    }
    if (intent.status === 'succeeded') return { ok: true, reference: intent.id };
    // Nothing is taken until the intent succeeds; cancelling releases any hold it placed.
    await this.#stripe.paymentIntents.cancel(intent.id).catch((err: unknown) => {
      this.#warn(err, 'cancel');
    });
    return fail(
      'declined',
      intent.status === 'requires_action'
        ? paymentMessages.cardNeedsAuthentication
        : paymentMessages.cardIncomplete,
    );
  }

  async refund(reference: string, idempotencyKey: string): Promise<PaymentResult> {
    let refund: Stripe.Refund;
    try {
      refund = await this.#stripe.refunds.create({ payment_intent: reference }, { idempotencyKey });
    } catch (err) {
      return this.#failure(err, 'refund');
    }
    if (refund.status === 'failed' || refund.status === 'canceled') {
      return fail('declined', paymentMessages.refundFailed);
    }
    return { ok: true, reference: refund.id };
  }

  #failure(err: unknown, operation: 'charge' | 'refund'): Failure {
    if (!(err instanceof Stripe.errors.StripeError)) throw err;
    if (err instanceof Stripe.errors.StripeCardError) {
      // Stripe's decline texts are written for the card holder ('Your card has insufficient funds.').
      return fail('declined', err.message || paymentMessages.cardDeclined);
    }
    if (err instanceof Stripe.errors.StripeInvalidRequestError) {
      if (operation === 'charge' && err.param === 'payment_method') {
        return fail('invalid_source', paymentMessages.cardInvalidSource);
      }
      if (operation === 'refund' && err.code === 'charge_already_refunded') {
        return fail('invalid_source', paymentMessages.alreadyRefunded);
      }
      if (operation === 'refund' && err.code === 'resource_missing') {
        return fail('invalid_source', paymentMessages.refundUnknown);
      }
    }
    if (err instanceof Stripe.errors.StripeIdempotencyError) {
      this.#warn(err, operation);
      return fail('invalid_source', paymentMessages.idempotencyConflict);
    }
    // Connection failures, Stripe's 5xx, rate limits, a revoked key, or a request we built wrong:
    // nothing was charged, and the member can only wait.
    this.#warn(err, operation);
    return fail('unavailable', paymentMessages.providerUnavailable);
  }

  #warn(err: unknown, operation: string): void {
    const e = err instanceof Stripe.errors.StripeError ? err : undefined;
    this.#log?.warn(
      {
        provider: 'stripe',
        operation,
        errorType: e?.type ?? (err instanceof Error ? err.name : typeof err),
        code: e?.code,
        statusCode: e?.statusCode,
        requestId: e?.requestId,
      },
      'payment provider refused or failed',
    );
  }
}

function fail(reason: PaymentFailureReason, message: string): Failure {
  return { ok: false, reason, message };
}
