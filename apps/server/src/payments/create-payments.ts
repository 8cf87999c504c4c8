// Builds the payment adapters the configuration names, and what the page may know about them.
import type { FastifyBaseLogger } from 'fastify';
import type { Payments, PaymentsClientConfig } from './payment-gateway.ts';
import type { PaymentsConfig } from './payments-config.ts';
import { PaypalOrdersGateway } from './paypal.ts';
import { SandboxCardGateway } from './sandbox-card.ts';
import { SandboxPaypalGateway } from './sandbox-paypal.ts';
import { StripeCardGateway } from './stripe-card.ts';

/** Sandbox gateways, typed as such so tests can read their ledgers. */
export interface SandboxPayments extends Payments {
  card: SandboxCardGateway;
  paypal: SandboxPaypalGateway;
}

export function createSandboxPayments(): SandboxPayments {
  return {
    card: new SandboxCardGateway(),
    paypal: new SandboxPaypalGateway(),
    clientConfig: { card: { provider: 'sandbox' }, paypal: { provider: 'sandbox' } },
  };
}

export function createPayments(
  config: PaymentsConfig,
  options: { log?: Pick<FastifyBaseLogger, 'warn'> } = {},
): Payments {
  const { card, paypal } = config;
  return {
    card:
      card?.provider === 'stripe'
        ? new StripeCardGateway({
            secretKey: card.secretKey,
            apiBaseUrl: card.apiBaseUrl,
            log: options.log,
          })
        : card?.provider === 'sandbox'
          ? new SandboxCardGateway()
          : null,
    paypal:
      paypal?.provider === 'paypal'
        ? new PaypalOrdersGateway({
            clientId: paypal.clientId,
            clientSecret: paypal.clientSecret,
            environment: paypal.environment,
            log: options.log,
          })
        : paypal?.provider === 'sandbox'
          ? new SandboxPaypalGateway()
          : null,
    clientConfig: clientConfigOf(config),
  };
}

/** Only what is public by design: Stripe's publishable key and PayPal's client id. */
function clientConfigOf({ card, paypal }: PaymentsConfig): PaymentsClientConfig {
  return {
    card:
      card?.provider === 'stripe'
        ? { provider: 'stripe', publishableKey: card.publishableKey }
        : card && { provider: card.provider },
    paypal:
      paypal?.provider === 'paypal'
        ? { provider: 'paypal', clientId: paypal.clientId, environment: paypal.environment }
        : paypal && { provider: paypal.provider },
  };
}
