// Builds the webhook signature checks the configuration asks for: Stripe's when its signing secret
// is set, PayPal's when PayPal is a provider and its webhook id is set.
import type { WebhookVerifiers } from './payment-gateway.ts';
import type { PaymentsConfig } from './payments-config.ts';
import { createPaypalWebhookVerifier } from './paypal-webhooks.ts';
import { createStripeWebhookVerifier } from './stripe-webhooks.ts';

export function createWebhookVerifiers(
  config: {
    payments: PaymentsConfig;
    STRIPE_WEBHOOK_SECRET?: string;
    PAYPAL_WEBHOOK_ID?: string;
  },
  log?: { warn(obj: object, msg: string): void },
): WebhookVerifiers {
  const paypal = config.payments.paypal;
  return {
    stripe: config.STRIPE_WEBHOOK_SECRET
      ? createStripeWebhookVerifier(config.STRIPE_WEBHOOK_SECRET)
      : null,
    paypal:
      paypal?.provider === 'paypal' && config.PAYPAL_WEBHOOK_ID
        ? createPaypalWebhookVerifier({
            clientId: paypal.clientId,
            clientSecret: paypal.clientSecret,
            environment: paypal.environment,
            webhookId: config.PAYPAL_WEBHOOK_ID,
            log,
          })
        : null,
  };
}
