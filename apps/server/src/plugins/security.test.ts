// The page CSP: same-origin only by default; the payment providers' widget origins added only for
// the providers configured, never for the sandbox; Facebook's SDK only while social login is on.
import { describe, expect, it } from 'vitest';
import { combineSources, paymentSources, securityHeaders, socialLoginSources } from './security.ts';

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

  it("let Facebook's login SDK load only while social login is on", () => {
    const off = securityHeaders(
      combineSources(
        paymentSources({ card: 'sandbox', paypal: 'sandbox' }),
        socialLoginSources(false),
      ),
    )['content-security-policy']!;
    expect(off).not.toContain('facebook');
    const on = securityHeaders(
      combineSources(paymentSources({ card: 'stripe', paypal: null }), socialLoginSources(true)),
    )['content-security-policy']!;
    expect(directive(on, 'script-src')).toBe(
      "script-src 'self' https://js.stripe.com https://connect.facebook.net",
    );
    expect(directive(on, 'frame-src')).toContain('https://www.facebook.com');
    expect(directive(on, 'frame-src')).toContain('https://js.stripe.com');
  });
});
