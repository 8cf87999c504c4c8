// POST /webhooks/stripe and /webhooks/paypal: the providers tell us about refunds and disputes.
// Each delivery's signature is checked against the exact bytes received (so these routes read the
// body raw, and only these), a bad one is answered 400 and changes nothing, and each event id is
// handled once (webhook.service.ts).
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { messages } from '@osce/shared/messages';
import type { Clock } from '../../lib/clock.ts';
import { HttpError } from '../../lib/http-error.ts';
import { fromDecimalString } from '../../payments/money.ts';
import type { WebhookVerifiers } from '../../payments/payment-gateway.ts';
import type { StripeEvent } from '../../payments/stripe-webhooks.ts';
import type { ProviderEffect, ProviderEvent, WebhookService } from './webhook.service.ts';

/** Providers retry for days; a flood from one address is not them. */
const webhookLimit = { name: 'webhook', perAddress: { max: 600, windowMs: 60 * 1000 } };

/** Fastify keeps the body as bytes here: a signature covers the bytes, not the parsed JSON. */
function readRawBodies(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
}

function rawOf(body: unknown): Buffer {
  if (!Buffer.isBuffer(body)) throw new HttpError(400, messages.webhookSignatureInvalid);
  return body;
}

export function webhookRoutes(deps: {
  verifiers: WebhookVerifiers;
  service: WebhookService;
  clock: Clock;
}): FastifyPluginAsync {
  const { verifiers, service, clock } = deps;
  return async (app) => {
    readRawBodies(app);
    const stripe = verifiers.stripe;
    if (stripe) {
      app.post('/webhooks/stripe', { config: { rateLimit: webhookLimit } }, async (request) => {
        const signature = request.headers['stripe-signature'];
        const event = stripe.verify(
          rawOf(request.body),
          typeof signature === 'string' ? signature : undefined,
          clock.nowMs(),
        );
        if (!event) throw new HttpError(400, messages.webhookSignatureInvalid);
        const outcome = await service.handle(fromStripe(event));
        return { received: true, duplicate: outcome === 'duplicate' };
      });
    }
    const paypal = verifiers.paypal;
    if (paypal) {
      app.post('/webhooks/paypal', { config: { rateLimit: webhookLimit } }, async (request) => {
        const raw = rawOf(request.body).toString('utf8');
        const verdict = await paypal.verify(raw, request.headers);
        // PayPal retries a delivery that is not answered 2xx: the right thing when we could not ask.
        if (verdict === 'unavailable') throw new HttpError(503, messages.paymentUnavailable);
        if (verdict === 'invalid') throw new HttpError(400, messages.webhookSignatureInvalid);
        const event = fromPaypal(JSON.parse(raw) as PaypalEvent, clock.now());
        if (!event) throw new HttpError(400, messages.webhookSignatureInvalid);
        const outcome = await service.handle(event);
        return { received: true, duplicate: outcome === 'duplicate' };
      });
    }
  };
}

function idOf(value: string | { id: string } | null | undefined): string[] {
  if (!value) return [];
  return [typeof value === 'string' ? value : value.id];
}

function fromStripe(event: StripeEvent): ProviderEvent {
  const at = new Date(event.created * 1000);
  let effect: ProviderEffect = { kind: 'none' };
  if (event.type === 'charge.refunded') {
    const charge = event.data.object;
    // Only a full refund ends the subscription; `refunded` is Stripe's "fully refunded".
    effect = {
      kind: 'refund',
      references: [...idOf(charge.payment_intent), charge.id],
      amount: charge.refunded ? null : charge.amount_refunded,
      at,
    };
  } else if (event.type === 'charge.dispute.created') {
    const dispute = event.data.object;
    effect = {
      kind: 'dispute',
      references: [...idOf(dispute.payment_intent), ...idOf(dispute.charge)],
      at,
    };
  }
  return { provider: 'stripe', id: event.id, type: event.type, effect };
}

interface PaypalEvent {
  id?: unknown;
  event_type?: unknown;
  create_time?: unknown;
  resource?: {
    amount?: { value?: unknown; currency_code?: unknown };
    links?: { rel?: unknown; href?: unknown }[];
  };
}

/** The capture a PayPal refund belongs to: its `up` link names it. */
function captureOf(resource: PaypalEvent['resource']): string[] {
  const up = resource?.links?.find((l) => l.rel === 'up' && typeof l.href === 'string');
  const match = typeof up?.href === 'string' ? /\/captures\/([A-Z0-9]+)$/.exec(up.href) : null;
  return match?.[1] ? [match[1]] : [];
}

function fromPaypal(event: PaypalEvent, now: Date): ProviderEvent | null {
  if (typeof event.id !== 'string' || typeof event.event_type !== 'string') return null;
  const created = typeof event.create_time === 'string' ? new Date(event.create_time) : null;
  const at = created && !Number.isNaN(created.getTime()) ? created : now;
  let effect: ProviderEffect = { kind: 'none' };
  if (event.event_type === 'PAYMENT.CAPTURE.REFUNDED') {
    const amount = event.resource?.amount;
    const cents =
      typeof amount?.value === 'string' && typeof amount.currency_code === 'string'
        ? fromDecimalString(amount.value, amount.currency_code)
        : null;
    effect = { kind: 'refund', references: captureOf(event.resource), amount: cents, at };
  }
  return { provider: 'paypal', id: event.id, type: event.event_type, effect };
}
