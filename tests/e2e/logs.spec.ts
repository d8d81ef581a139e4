import fs from 'node:fs';
import { E2E_LOG_FILE } from './support/e2e-server.ts';
import { expect, test } from './support/client.ts';

// Runs after every other e2e test (playwright.config.ts): everything the site logged while visitors
// sent forms and the owner signed in must be free of personal data and secrets.
test('the site’s logs hold no e-mail addresses, passwords or tokens', () => {
  const lines = fs.readFileSync(E2E_LOG_FILE, 'utf8').split('\n').filter(Boolean);
  // Not vacuous: the run logged sign-ins, 404s and syncs.
  expect(lines.length).toBeGreaterThan(20);
  expect(lines.some((line) => line.includes('sign-in') || line.includes('login'))).toBe(true);

  const text = lines.join('\n');
  expect(text.match(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g) ?? []).toEqual([]);
  expect(text).not.toContain('passphrase');
  expect(text).not.toMatch(/"password"\s*:\s*"(?!\[redacted\])/);
  expect(text).not.toContain('otpauth://');
  expect(text).not.toMatch(/session_token=|\/ebook\/download\/[\w.-]+/);
});
