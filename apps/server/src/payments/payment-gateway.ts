// The seams for taking money (docs/billing.md, 'Implementation'). Two kinds of payment, each with its own adapter:
// cards (`sandbox` or `stripe`) and PayPal (`sandbox` or `paypal`), chosen by the PAYMENTS setting.
// Services receive them through the app context and tests inject their own. Every call that moves
// money carries an idempotency key derived from the attempt, so a retried request never charges
// twice. Amounts are in minor units (cents) and currencies are ISO codes in upper case ('USD').

import type { PaypalWebhookVerifier } from './paypal-webhooks.ts';
import type { StripeWebhookVerifier } from './stripe-webhooks.ts';

export type PaymentFailureReason =
  /** The card or account was refused by the issuer or provider; the member can try another. */
  | 'declined'
  /** The token, payment method or order reference is not one we can use (unknown, reused, wrong). */
  | 'invalid_source'
  /** The order's amount or currency differs from what we asked for. */
  | 'amount_mismatch'
  /** The provider could not be reached or failed; nothing was charged as far as we know. */
  | 'unavailable';

export type PaymentResult =
  | {
      ok: true;
      /** The provider's id for the money taken (PaymentIntent id, PayPal capture id). */
      reference: string;
    }
  | { ok: false; reason: PaymentFailureReason; message: string };

export interface CardChargeRequest {
  /** Unique per purchase attempt; the provider returns the first result for a repeated key. */
  idempotencyKey: string;
  /** What the page obtained from the card form: a sandbox token (`tok_visa`) or a Stripe PaymentMethod id (`pm_...`). */
  source: string;
  amount: number;
  currency: string;
  description: string;
  /** Non-personal identifiers to attach to the charge (attempt id, subscription type id). */
  metadata?: Record<string, string>;
}

export interface CardGateway {
  readonly name: 'sandbox' | 'stripe';
  charge(request: CardChargeRequest): Promise<PaymentResult>;
  refund(reference: string, idempotencyKey: string): Promise<PaymentResult>;
}

export interface PaypalOrderRequest {
  idempotencyKey: string;
  amount: number;
  currency: string;
  description: string;
}

export type PaypalOrderResult =
  { ok: true; orderId: string } | { ok: false; reason: PaymentFailureReason; message: string };

export interface PaypalCaptureRequest {
  /** The order id the page received from the PayPal button (our `paypal_reference`). */
  orderId: string;
  idempotencyKey: string;
  /** What the order must be for: the capture is refused when the order says otherwise. */
  amount: number;
  currency: string;
}

export interface PaypalGateway {
  readonly name: 'sandbox' | 'paypal';
  /** Creates an order for the PayPal button (Orders v2 `CAPTURE` intent). */
  createOrder(request: PaypalOrderRequest): Promise<PaypalOrderResult>;
  /**
   * Checks the order is approved by the buyer and is for exactly this amount and currency, then
   * captures it. A second capture of one order is refused (`invalid_source`).
   */
  capture(request: PaypalCaptureRequest): Promise<PaymentResult>;
  refund(reference: string, idempotencyKey: string): Promise<PaymentResult>;
}

/** What the page needs to show the payment widgets (no secrets). */
export interface PaymentsClientConfig {
  card: { provider: 'sandbox' } | { provider: 'stripe'; publishableKey: string } | null;
  paypal:
    | { provider: 'sandbox' }
    | { provider: 'paypal'; clientId: string; environment: 'sandbox' | 'live' }
    | null;
}

/** Signature checks of the providers' webhooks; null for a provider not set up to send them. */
export interface WebhookVerifiers {
  stripe: StripeWebhookVerifier | null;
  paypal: PaypalWebhookVerifier | null;
}

export interface Payments {
  /** Null when card payments are not configured. */
  card: CardGateway | null;
  /** Null when PayPal is not configured: the page hides the option. */
  paypal: PaypalGateway | null;
  clientConfig: PaymentsClientConfig;
  /** Replaces the verifiers built from the configuration (tests sign their own payloads). */
  webhooks?: WebhookVerifiers;
}
