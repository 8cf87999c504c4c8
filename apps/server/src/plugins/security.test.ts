// The page CSP: same-origin only by default; the payment providers' widget origins added only for
// the providers configured, never for the sandbox.
import { describe, expect, it } from 'vitest';
import { paymentSources, securityHeaders } from './security.ts';

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `)) ?? '';

describe('page security headers', () => {
  it('allow only this origin for scripts, frames and calls in sandbox mode', () => {
    const csp = securityHeaders(paymentSources({ card: 'sandbox', paypal: 'sandbox' }))[
      'content-security-policy'
    ]!;
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(csp, 'frame-src')).toBe("frame-src 'none'");
  });

  it('let Stripe Elements and the PayPal button load when those providers are configured', () => {
    const csp = securityHeaders(paymentSources({ card: 'stripe', paypal: 'paypal' }))[
      'content-security-policy'
    ]!;
    expect(directive(csp, 'script-src')).toContain('https://js.stripe.com');
    expect(directive(csp, 'script-src')).toContain('https://www.paypal.com');
    expect(directive(csp, 'frame-src')).toContain('https://js.stripe.com');
    expect(directive(csp, 'connect-src')).toContain('https://api.stripe.com');
    expect(directive(csp, 'img-src')).toContain('https://www.paypalobjects.com');
  });
});
