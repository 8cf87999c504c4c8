// Stripe's webhook signature check with the official SDK: the `Stripe-Signature` header is an HMAC
// of the exact bytes Stripe sent, so it is checked against the raw body, never a re-serialised one,
// and refused when older than Stripe's tolerance (5 minutes) by our clock.
import Stripe from 'stripe';

export type StripeEvent = Stripe.Event;

export interface StripeWebhookVerifier {
  /** The event when the signature is good, null otherwise. */
  verify(rawBody: Buffer, signature: string | undefined, nowMs: number): StripeEvent | null;
}

export function createStripeWebhookVerifier(signingSecret: string): StripeWebhookVerifier {
  return {
    verify(rawBody, signature, nowMs) {
      if (!signature) return null;
      try {
        return Stripe.webhooks.constructEvent(
          rawBody,
          signature,
          signingSecret,
          undefined,
          undefined,
          nowMs,
        );
      } catch {
        // A bad or stale signature, or a body that is not an event: the same answer for all.
        return null;
      }
    },
  };
}
