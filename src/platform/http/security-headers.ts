import type { ServerResponse } from 'node:http';

// Astro's own CSP (with script and style hashes) replaces this on pages; assets and error
// responses that Astro does not touch still get a strict policy.
const FALLBACK_CSP =
  "default-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

export function applySecurityHeaders(res: ServerResponse, https: boolean) {
  res.setHeader('Content-Security-Policy', FALLBACK_CSP);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), interest-cohort=()');
  if (https) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
}
