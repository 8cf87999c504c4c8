import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createPayments } from './create-payments.ts';
import { PaypalOrdersGateway } from './paypal.ts';
import { readFixture, startReplayServer } from './replay-server.ts';
import { SandboxCardGateway } from './sandbox-card.ts';
import { SandboxPaypalGateway } from './sandbox-paypal.ts';
import { StripeCardGateway } from './stripe-card.ts';

const keys = {
  STRIPE_SECRET_KEY: 'sk_test_51SecretKey000000000',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_51PublishableKey000',
  PAYPAL_CLIENT_ID: 'AYpaypal-client-id',
  PAYPAL_CLIENT_SECRET: 'ELpaypal-client-secret',
};

describe('createPayments', () => {
  it('builds sandbox gateways by default', () => {
    const payments = createPayments(loadConfig({}).payments);
    expect(payments.card).toBeInstanceOf(SandboxCardGateway);
    expect(payments.paypal).toBeInstanceOf(SandboxPaypalGateway);
    expect(payments.clientConfig).toEqual({
      card: { provider: 'sandbox' },
      paypal: { provider: 'sandbox' },
    });
  });

  it('builds Stripe and PayPal, telling the page only their public keys', () => {
    const payments = createPayments(
      loadConfig({ PAYMENTS: 'stripe,paypal', PAYPAL_ENVIRONMENT: 'live', ...keys }).payments,
    );
    expect(payments.card).toBeInstanceOf(StripeCardGateway);
    expect(payments.card?.name).toBe('stripe');
    expect(payments.paypal).toBeInstanceOf(PaypalOrdersGateway);
    expect(payments.paypal?.name).toBe('paypal');
    expect(payments.clientConfig).toEqual({
      card: { provider: 'stripe', publishableKey: 'pk_test_51PublishableKey000' },
      paypal: { provider: 'paypal', clientId: 'AYpaypal-client-id', environment: 'live' },
    });
    const sent = JSON.stringify(payments.clientConfig);
    expect(sent).not.toContain(keys.STRIPE_SECRET_KEY);
    expect(sent).not.toContain(keys.PAYPAL_CLIENT_SECRET);
  });

  it('leaves out the provider not named', () => {
    const stripeOnly = createPayments(loadConfig({ PAYMENTS: 'stripe', ...keys }).payments);
    expect(stripeOnly.paypal).toBeNull();
    expect(stripeOnly.clientConfig.paypal).toBeNull();
    const paypalOnly = createPayments(loadConfig({ PAYMENTS: 'paypal', ...keys }).payments);
    expect(paypalOnly.card).toBeNull();
    expect(paypalOnly.clientConfig).toEqual({
      card: null,
      paypal: { provider: 'paypal', clientId: 'AYpaypal-client-id', environment: 'sandbox' },
    });
  });

  it('sends Stripe calls to STRIPE_API_BASE_URL when it is set', async () => {
    const replay = await startReplayServer([
      {
        method: 'POST',
        path: '/v1/payment_intents',
        respond: { status: 200, body: readFixture('stripe-payment-intent-succeeded') },
      },
    ]);
    try {
      const payments = createPayments(
        loadConfig({ PAYMENTS: 'stripe', ...keys, STRIPE_API_BASE_URL: replay.url }).payments,
      );
      const result = await payments.card!.charge({
        idempotencyKey: 'attempt-7',
        source: 'pm_card_visa',
        amount: 2999,
        currency: 'USD',
        description: 'OSCE Studio: 3 months',
      });
      expect(result.ok).toBe(true);
      expect(replay.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
        'POST /v1/payment_intents',
      ]);
    } finally {
      await replay.close();
    }
  });

  it('refuses a STRIPE_API_BASE_URL that would send the secret key in the clear', () => {
    for (const url of ['http://stripe.example.com', 'https://api.example.com/v1', 'not a url']) {
      expect(() => loadConfig({ PAYMENTS: 'stripe', ...keys, STRIPE_API_BASE_URL: url })).toThrow(
        /STRIPE_API_BASE_URL/,
      );
    }
    expect(() =>
      loadConfig({
        PAYMENTS: 'stripe',
        ...keys,
        STRIPE_API_BASE_URL: 'https://stripe-proxy.example.com',
      }),
    ).not.toThrow();
  });
});
