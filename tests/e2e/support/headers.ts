import { expect, type APIResponse } from '@playwright/test';

/** The directives of a Content-Security-Policy header, by name. */
function directives(csp: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of csp.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

// Written out here, not imported from the code: a header or directive dropped there must fail here.
const FIXED_DIRECTIVES = {
  'default-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** Astro's policy on the pages it renders: ours, plus the hashes of the page's inline scripts and styles. */
const PAGE_DIRECTIVES = {
  ...FIXED_DIRECTIVES,
  'img-src': ["'self'", 'data:'],
  'frame-src': ['https://www.youtube-nocookie.com'],
  'media-src': ["'self'", 'https:'],
};

const HASH = /^'sha256-[A-Za-z0-9+/]{43}='$/;

function expectPolicy(csp: string | undefined, label: string) {
  expect(csp, `${label}: Content-Security-Policy`).toBeDefined();
  const policy = directives(csp!);
  if (!['script-src', 'style-src', 'img-src'].some((name) => policy.has(name))) {
    // Anything Astro did not render (assets, refusals, JSON): the server's strict fallback, exactly.
    expect(Object.fromEntries(policy), `${label}: fallback CSP`).toEqual(FIXED_DIRECTIVES);
    return;
  }
  const { 'script-src': scripts, 'style-src': styles, ...rest } = Object.fromEntries(policy);
  expect(rest, `${label}: page CSP`).toEqual(PAGE_DIRECTIVES);
  for (const [name, sources] of [
    ['script-src', scripts],
    ['style-src', styles],
  ] as const) {
    // Absent, it falls back to default-src 'self'.
    if (sources === undefined) continue;
    expect(sources[0], `${label}: ${name}`).toBe("'self'");
    expect(sources.slice(1).every((source) => HASH.test(source)), `${label}: ${name} allows hashes only: ${sources.join(' ')}`).toBe(true);
  }
}

/**
 * The headers every response must carry (pages, assets, errors, 413 and 429 alike), each exactly.
 * `https`: the visitor came over HTTPS (through the proxy), so HSTS is due; over plain HTTP it is not sent.
 */
export function expectSecurityHeaders(response: APIResponse, label: string, { https = false } = {}) {
  const headers = response.headers();
  expectPolicy(headers['content-security-policy'], label);
  expect(headers['x-content-type-options'], `${label}: X-Content-Type-Options`).toBe('nosniff');
  expect(headers['referrer-policy'], `${label}: Referrer-Policy`).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], `${label}: Permissions-Policy`).toBe('camera=(), microphone=(), geolocation=(), interest-cohort=()');
  expect(headers['cross-origin-opener-policy'], `${label}: COOP`).toBe('same-origin');
  expect(headers['cross-origin-resource-policy'], `${label}: CORP`).toBe('same-origin');
  expect(headers['strict-transport-security'], `${label}: HSTS`).toBe(https ? 'max-age=31536000; includeSubDomains' : undefined);
  expect(headers['access-control-allow-origin'], `${label}: no CORS`).toBeUndefined();
  expect(headers['x-powered-by'], `${label}: X-Powered-By`).toBeUndefined();
}
