import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createPayments } from './create-payments.ts';
import { PaypalOrdersGateway } from './paypal.ts';
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
});
