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

/** The headers every response must carry: pages, assets, errors, 413 and 429 alike. */
export function expectSecurityHeaders(response: APIResponse, label: string) {
  const headers = response.headers();
  const csp = headers['content-security-policy'];
  expect(csp, `${label}: Content-Security-Policy`).toBeDefined();
  const policy = directives(csp!);
  expect(policy.get('frame-ancestors'), `${label}: frame-ancestors`).toEqual(["'none'"]);
  expect(policy.get('object-src'), `${label}: object-src`).toEqual(["'none'"]);
  expect(policy.get('base-uri'), `${label}: base-uri`).toEqual(["'none'"]);
  const scriptSrc = policy.get('script-src') ?? policy.get('default-src') ?? [];
  expect(scriptSrc.length, `${label}: script-src or default-src`).toBeGreaterThan(0);
  expect(scriptSrc, `${label}: script-src`).not.toContain("'unsafe-inline'");
  expect(scriptSrc, `${label}: script-src`).not.toContain("'unsafe-eval'");
  expect(scriptSrc, `${label}: script-src`).not.toContain('*');
  expect(headers['x-content-type-options'], `${label}: X-Content-Type-Options`).toBe('nosniff');
  expect(headers['referrer-policy'], `${label}: Referrer-Policy`).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy'], `${label}: COOP`).toBe('same-origin');
  expect(headers['cross-origin-resource-policy'], `${label}: CORP`).toBe('same-origin');
  expect(headers['access-control-allow-origin'], `${label}: no CORS`).toBeUndefined();
  expect(headers['x-powered-by'], `${label}: X-Powered-By`).toBeUndefined();
}
