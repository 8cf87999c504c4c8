// PayPal's webhook check: PayPal signs each delivery with a certificate, and its API verifies the
// signature for us (POST /v1/notifications/verify-webhook-signature) given the transmission
// headers, our webhook id and the event. The event is passed as the exact bytes received, spliced
// into the request body, because a re-serialised event can differ and fail verification.
export type PaypalVerification = 'valid' | 'invalid' | 'unavailable';

export interface PaypalWebhookVerifier {
  verify(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<PaypalVerification>;
}

export interface PaypalWebhookOptions {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  environment: 'sandbox' | 'live';
  /** Where PayPal's API is instead (the tests' replay server). */
  apiBaseUrl?: string;
  log?: { warn(obj: object, msg: string): void };
}

const HEADERS = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const;

const TIMEOUT_MS = 15_000;

export function createPaypalWebhookVerifier(options: PaypalWebhookOptions): PaypalWebhookVerifier {
  const base =
    options.apiBaseUrl ??
    (options.environment === 'live'
      ? 'https://api-m.paypal.com'
      : 'https://api-m.sandbox.paypal.com');

  async function accessToken(): Promise<string | null> {
    const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
    const res = await fetch(`${base}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!res.ok) {
      options.log?.warn(
        { provider: 'paypal', operation: 'token', statusCode: res.status },
        'payment provider refused or failed',
      );
      return null;
    }
    const body = (await res.json()) as { access_token?: unknown };
    return typeof body.access_token === 'string' ? body.access_token : null;
  }

  return {
    async verify(rawBody, headers) {
      const fields: string[] = [];
      for (const [field, header] of Object.entries(HEADERS)) {
        const value = headers[header];
        if (typeof value !== 'string' || value === '') return 'invalid';
        fields.push(`${JSON.stringify(field)}:${JSON.stringify(value)}`);
      }
      fields.push(`"webhook_id":${JSON.stringify(options.webhookId)}`);
      try {
        JSON.parse(rawBody);
      } catch {
        return 'invalid';
      }
      try {
        const token = await accessToken();
        if (!token) return 'unavailable';
        const res = await fetch(`${base}/v1/notifications/verify-webhook-signature`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: `{${fields.join(',')},"webhook_event":${rawBody}}`,
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        if (res.status === 400 || res.status === 422) return 'invalid';
        if (!res.ok) {
          options.log?.warn(
            { provider: 'paypal', operation: 'verifyWebhook', statusCode: res.status },
            'payment provider refused or failed',
          );
          return 'unavailable';
        }
        const body = (await res.json()) as { verification_status?: unknown };
        return body.verification_status === 'SUCCESS' ? 'valid' : 'invalid';
      } catch (err) {
        options.log?.warn(
          {
            provider: 'paypal',
            operation: 'verifyWebhook',
            errorType: err instanceof Error ? err.name : typeof err,
          },
          'payment provider refused or failed',
        );
        return 'unavailable';
      }
    },
  };
}
