// PayPal through the official server SDK (Orders v2, intent CAPTURE). The page's PayPal button
// asks us for an order, the buyer approves it in PayPal's window, and capture checks the order
// before taking the money: approved, and for exactly the price we are selling at. Every call that
// moves money carries PayPal-Request-Id, so a retry is answered with the first result.
import {
  ApiError,
  CheckoutPaymentIntent,
  Client,
  Environment,
  OrdersController,
  PaymentsController,
  type OAuthToken,
  type Order,
} from '@paypal/paypal-server-sdk';
import type { FastifyBaseLogger } from 'fastify';
import { assertChargeable, fromDecimalString, toDecimalString } from './money.ts';
import { paymentMessages } from './payment-messages.ts';
import type {
  PaymentFailureReason,
  PaymentResult,
  PaypalCaptureRequest,
  PaypalGateway,
  PaypalOrderRequest,
  PaypalOrderResult,
} from './payment-gateway.ts';

export interface PaypalOrdersGatewayOptions {
  clientId: string;
  clientSecret: string;
  environment: 'sandbox' | 'live';
  /** Where PayPal's API is instead (the tests' replay server); the SDK only knows its two hosts. */
  apiBaseUrl?: string;
  /** Unexpected provider answers are logged (never credentials, tokens or bodies). */
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

type Failure = Extract<PaymentResult, { ok: false }>;
type Operation = 'token' | 'createOrder' | 'getOrder' | 'capture' | 'refund';

/** PayPal's order, capture and refund ids: upper-case letters and digits. */
const PAYPAL_ID = /^[A-Z0-9]{1,36}$/;

/** Issues (422) where the buyer's funding was refused: they can pick another in PayPal. */
const DECLINE_ISSUES = new Set([
  'INSTRUMENT_DECLINED',
  'PAYER_CANNOT_PAY',
  'TRANSACTION_REFUSED',
  'PAYER_ACCOUNT_RESTRICTED',
  'PAYER_ACCOUNT_LOCKED_OR_CLOSED',
  'PAYEE_BLOCKED_TRANSACTION',
  'MAX_NUMBER_OF_PAYMENT_ATTEMPTS_EXCEEDED',
  'REDIRECT_PAYER_FOR_ALTERNATE_FUNDING',
  'COMPLIANCE_VIOLATION',
]);

export class PaypalOrdersGateway implements PaypalGateway {
  readonly name = 'paypal';
  readonly #orders: OrdersController;
  readonly #payments: PaymentsController;
  readonly #log: Pick<FastifyBaseLogger, 'warn'> | undefined;

  constructor(options: PaypalOrdersGatewayOptions) {
    const client = new Client({
      clientCredentialsAuthCredentials: {
        oAuthClientId: options.clientId,
        oAuthClientSecret: options.clientSecret,
        // The SDK keeps the token as a promise shared by every call; if fetching it fails, that
        // promise stays rejected and every later call fails until a restart. Answering "no token"
        // instead fails this call only, and the next one asks PayPal again.
        oAuthTokenProvider: (lastToken, manager) =>
          manager.updateToken(lastToken).catch((err: unknown) => {
            this.#warn(
              'token',
              err instanceof ApiError ? err.statusCode : undefined,
              undefined,
              err,
            );
            return undefined as unknown as OAuthToken;
          }),
      },
      environment: options.environment === 'live' ? Environment.Production : Environment.Sandbox,
      timeout: 30_000,
      ...(options.apiBaseUrl && { unstable_httpClientOptions: sendTo(options.apiBaseUrl) }),
    });
    this.#orders = new OrdersController(client);
    this.#payments = new PaymentsController(client);
    this.#log = options.log;
  }

  async createOrder(request: PaypalOrderRequest): Promise<PaypalOrderResult> {
    assertChargeable(request.amount, request.currency);
    try {
      const { result } = await this.#orders.createOrder({
        body: {
          intent: CheckoutPaymentIntent.Capture,
          purchaseUnits: [
            {
              amount: {
                currencyCode: request.currency.toUpperCase(),
                value: toDecimalString(request.amount, request.currency),
              },
              description: request.description,
            },
          ],
        },
        paypalRequestId: request.idempotencyKey,
        prefer: 'return=minimal',
      });
      if (!result.id) throw new Error('PayPal answered an order without an id');
      return { ok: true, orderId: result.id };
    } catch (err) {
      return this.#failure(err, 'createOrder');
    }
  }

  async capture(request: PaypalCaptureRequest): Promise<PaymentResult> {
    assertChargeable(request.amount, request.currency);
    // The id comes from the page: anything not shaped like PayPal's ids never reaches a URL.
    if (!PAYPAL_ID.test(request.orderId)) {
      return fail('invalid_source', paymentMessages.paypalOrderNotFound);
    }
    let order: Order;
    try {
      order = (await this.#orders.getOrder({ id: request.orderId })).result;
    } catch (err) {
      return this.#failure(err, 'getOrder');
    }
    const refused = checkOrder(order, request);
    if (refused) return refused;
    try {
      // A COMPLETED order still goes to PayPal: with the same request id PayPal replays the first
      // capture (a retry after a lost answer), with another it refuses ORDER_ALREADY_CAPTURED.
      const { result } = await this.#orders.captureOrder({
        id: request.orderId,
        paypalRequestId: request.idempotencyKey,
        prefer: 'return=representation',
      });
      const capture = result.purchaseUnits?.[0]?.payments?.captures?.[0];
      if (capture?.status === 'COMPLETED' && capture.id) return { ok: true, reference: capture.id };
      this.#log?.warn(
        {
          provider: 'paypal',
          operation: 'capture',
          orderStatus: result.status,
          captureStatus: capture?.status,
        },
        'PayPal capture not completed',
      );
      return capture?.status === 'PENDING'
        ? fail('declined', paymentMessages.paypalPending)
        : fail('declined', paymentMessages.paypalDeclined);
    } catch (err) {
      return this.#failure(err, 'capture');
    }
  }

  async refund(reference: string, idempotencyKey: string): Promise<PaymentResult> {
    if (!PAYPAL_ID.test(reference)) return fail('invalid_source', paymentMessages.refundUnknown);
    try {
      const { result } = await this.#payments.refundCapturedPayment({
        captureId: reference,
        paypalRequestId: idempotencyKey,
        prefer: 'return=minimal',
      });
      if (result.id && (result.status === 'COMPLETED' || result.status === 'PENDING')) {
        return { ok: true, reference: result.id };
      }
      return fail('declined', paymentMessages.refundFailed);
    } catch (err) {
      return this.#failure(err, 'refund');
    }
  }

  #failure(err: unknown, operation: Operation): Failure {
    if (err instanceof ApiError) {
      const issue = errorIssue(err.result);
      if (err.statusCode === 404) {
        return fail(
          'invalid_source',
          operation === 'refund'
            ? paymentMessages.refundUnknown
            : paymentMessages.paypalOrderNotFound,
        );
      }
      if (err.statusCode === 422 && issue) {
        if (DECLINE_ISSUES.has(issue)) return fail('declined', paymentMessages.paypalDeclined);
        if (issue === 'ORDER_ALREADY_CAPTURED') {
          return fail('invalid_source', paymentMessages.paypalAlreadyCaptured);
        }
        if (issue === 'ORDER_NOT_APPROVED') {
          return fail('invalid_source', paymentMessages.paypalNotApproved);
        }
        if (issue === 'CAPTURE_FULLY_REFUNDED') {
          return fail('invalid_source', paymentMessages.alreadyRefunded);
        }
      }
      this.#warn(operation, err.statusCode, issue);
      if (err.statusCode === 400 || err.statusCode === 422) {
        return fail('invalid_source', paymentMessages.paypalOrderUnusable);
      }
      // 401/403 (credentials), 409 (the same request still running), 429, 5xx.
      return fail('unavailable', paymentMessages.providerUnavailable);
    }
    // No answer: connection refused or reset, a timeout, or an answer the SDK could not read.
    this.#warn(operation, undefined, undefined, err);
    return fail('unavailable', paymentMessages.providerUnavailable);
  }

  #warn(operation: Operation, statusCode?: number, issue?: string, err?: unknown): void {
    this.#log?.warn(
      {
        provider: 'paypal',
        operation,
        statusCode,
        issue,
        ...(err !== undefined && { errorType: err instanceof Error ? err.name : typeof err }),
      },
      'payment provider refused or failed',
    );
  }
}

/** Why this order must not be captured, or null when it may be. */
function checkOrder(order: Order, request: PaypalCaptureRequest): Failure | null {
  if (order.intent !== CheckoutPaymentIntent.Capture) {
    return fail('invalid_source', paymentMessages.paypalOrderUnusable);
  }
  if (order.status === 'CREATED' || order.status === 'PAYER_ACTION_REQUIRED') {
    return fail('invalid_source', paymentMessages.paypalNotApproved);
  }
  if (order.status !== 'APPROVED' && order.status !== 'COMPLETED') {
    return fail('invalid_source', paymentMessages.paypalOrderUnusable);
  }
  const units = order.purchaseUnits ?? [];
  const amount = units[0]?.amount;
  const currency = request.currency.toUpperCase();
  if (
    units.length !== 1 ||
    !amount ||
    amount.currencyCode.toUpperCase() !== currency ||
    fromDecimalString(amount.value, currency) !== request.amount
  ) {
    return fail('amount_mismatch', paymentMessages.paypalAmountMismatch);
  }
  return null;
}

/** The first issue code of a PayPal error body (`details[0].issue`). */
function errorIssue(body: unknown): string | undefined {
  const details = (body as { details?: { issue?: unknown }[] } | undefined)?.details;
  const issue = Array.isArray(details) ? details[0]?.issue : undefined;
  return typeof issue === 'string' ? issue : undefined;
}

function fail(reason: PaymentFailureReason, message: string): Failure {
  return { ok: false, reason, message };
}

/**
 * The SDK's HTTP client is axios with the base address fixed per environment. Its fetch adapter
 * takes the fetch to use, so this one keeps the path and query and swaps the origin.
 */
function sendTo(apiBaseUrl: string) {
  const base = new URL(apiBaseUrl);
  return {
    adapter: 'fetch',
    env: {
      fetch: (input: Request | string | URL, init?: RequestInit) => {
        const request = new Request(input, init);
        const url = new URL(request.url);
        return fetch(new Request(new URL(`${url.pathname}${url.search}`, base), request));
      },
    },
  };
}
