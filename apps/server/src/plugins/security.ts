// Security headers. The CSP is the one the built web app runs under: same-origin scripts only,
// inline styles for Ant Design's CSS-in-JS, workers from blob: for the captcha's proof of work.
// Helmet decides the header set, but only once at start: @fastify/helmet rebuilds its middleware
// on every request, which cost more CPU than the rest of a cached API answer.
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { ResponseStep } from './response-steps.ts';

const options: Parameters<typeof helmet>[0] = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'"],
      workerSrc: ["'self'", 'blob:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

/** Runs helmet once against a stand-in response and keeps the headers it would set. */
export function securityHeaders(): Record<string, string> {
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
  helmet(options)({} as IncomingMessage, res, (err?: unknown) => {
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
export function securityHeadersStep(): ResponseStep {
  const pageHeaders = securityHeaders();
  return (request, reply) => {
    reply.headers(request.url.startsWith('/api/') ? apiSecurityHeaders : pageHeaders);
  };
}
