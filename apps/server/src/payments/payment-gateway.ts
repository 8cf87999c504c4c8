// The seam for taking money (ARCHITECTURE.md: `sandbox`, `stripe` and `paypal` adapters). The
// adapters arrive with sign-up and purchases; services receive a gateway through the app context
// and tests inject their own. Every charge carries an idempotency key, so a retried request can
// never charge twice.
export interface ChargeRequest {
  /** Unique per purchase attempt; the gateway returns the first result for a repeated key. */
  idempotencyKey: string;
  /** Card token or PayPal payment id obtained in the browser. */
  source: string;
  /** Minor units (cents). */
  amount: number;
  currency: string;
  description: string;
}

export type ChargeResult =
  | { ok: true; reference: string }
  | { ok: false; reason: 'declined' | 'invalid_source' | 'unavailable'; message: string };

export interface PaymentGateway {
  readonly name: 'sandbox' | 'stripe' | 'paypal';
  charge(request: ChargeRequest): Promise<ChargeResult>;
  refund(reference: string, idempotencyKey: string): Promise<ChargeResult>;
}
