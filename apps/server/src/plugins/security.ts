// Security headers. The CSP is the one the built web app runs under: same-origin scripts only,
// inline styles for Ant Design's CSS-in-JS, workers from blob: for the captcha's proof of work.
// Helmet decides the header set, but only once at start: @fastify/helmet rebuilds its middleware
// on every request, which cost more CPU than the rest of a cached API answer.
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { ResponseStep } from './response-steps.ts';

/**
 * Origins a page may load from besides its own: the payment providers' widgets and Facebook's
 * login SDK, each only when configured.
 */
export interface ExtraSources {
  script: string[];
  frame: string[];
  connect: string[];
  img: string[];
}

const NO_EXTRA: ExtraSources = { script: [], frame: [], connect: [], img: [] };

/**
 * What Stripe Elements and the PayPal button load (their documented CSP requirements); nothing
 * for the sandbox, whose card fields and PayPal button are our own.
 */
export function paymentSources(providers: {
  card: string | null;
  paypal: string | null;
}): ExtraSources {
  const sources: ExtraSources = { script: [], frame: [], connect: [], img: [] };
  if (providers.card === 'stripe') {
    sources.script.push('https://js.stripe.com');
    sources.frame.push('https://js.stripe.com', 'https://hooks.stripe.com');
    sources.connect.push('https://api.stripe.com');
    sources.img.push('https://*.stripe.com');
  }
  if (providers.paypal === 'paypal') {
    sources.script.push('https://www.paypal.com', 'https://*.paypal.com');
    sources.frame.push('https://www.paypal.com', 'https://*.paypal.com');
    sources.connect.push('https://www.paypal.com', 'https://*.paypal.com');
    sources.img.push('https://*.paypal.com', 'https://www.paypalobjects.com');
  }
  return sources;
}

/**
 * What Facebook's JS SDK needs for FB.login while social login is on: its script, the hidden frames
 * it talks to Facebook through, and its login-status request. The login dialog itself is a
 * pop-up window, which the page's CSP does not govern.
 */
export function socialLoginSources(enabled: boolean): ExtraSources {
  if (!enabled) return NO_EXTRA;
  return {
    script: ['https://connect.facebook.net'],
    frame: ['https://www.facebook.com'],
    connect: ['https://www.facebook.com'],
    img: [],
  };
}

/** Several features' extra origins as one set, each origin once. */
export function combineSources(...parts: ExtraSources[]): ExtraSources {
  const union = (pick: (part: ExtraSources) => string[]) => [...new Set(parts.flatMap(pick))];
  return {
    script: union((p) => p.script),
    frame: union((p) => p.frame),
    connect: union((p) => p.connect),
    img: union((p) => p.img),
  };
}

function helmetOptions(extra: ExtraSources): Parameters<typeof helmet>[0] {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...extra.script],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...extra.img],
        mediaSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'", ...extra.connect],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameSrc: extra.frame.length > 0 ? extra.frame : ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  };
}

/** Runs helmet once against a stand-in response and keeps the headers it would set. */
export function securityHeaders(extra: ExtraSources = NO_EXTRA): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  let failed: unknown;
  helmet(helmetOptions(extra))({} as IncomingMessage, res, (err?: unknown) => {
    failed = err;
  });
  if (failed) throw failed;
  return headers;
}

/**
 * JSON answers are never rendered as a page, so they carry only what protects a JSON answer:
 * no sniffing it as HTML, no script or framing if it is opened directly, no reading it from
 * another origin. The page-level headers (HSTS, referrer policy, X-Frame-Options) come with every
 * HTML document of the same host: HSTS is host-wide, a JSON answer links nowhere, and CSP's
 * frame-ancestors already forbids framing. Fewer headers is less work on every API call.
 */
export const apiSecurityHeaders: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
};

/** The step that gives every answer its headers: the short set for /api, the page set otherwise. */
export function securityHeadersStep(extra: ExtraSources = NO_EXTRA): ResponseStep {
  const pageHeaders = securityHeaders(extra);
  return (request, reply) => {
    reply.headers(request.url.startsWith('/api/') ? apiSecurityHeaders : pageHeaders);
  };
}
