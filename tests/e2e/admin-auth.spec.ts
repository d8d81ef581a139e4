import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_DATA_DIR } from './support/e2e-server.ts';
import { closeDb } from './support/db.ts';
import { expect, test } from './support/client.ts';
import { createOwner, postForm, totp, uniqueAddress, wrongCode, type CreatedOwner } from '../support/index.ts';

test.afterAll(closeDb);

const ROOT = path.resolve(import.meta.dirname, '../..');

const MESSAGES = {
  credentials: 'The email or password is not correct.',
  code: 'The authentication code is not correct. Use the current 6-digit code from your authenticator app.',
  reused: 'This authentication code has already been used. Wait for the next code from your authenticator app.',
  limited: /Too many failed sign-ins\. Please wait \d+ minutes? and try again\./,
};

async function signIn(page: Page, owner: CreatedOwner, code = totp(owner.totpUri), password = owner.password) {
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { name: 'Owner sign-in' })).toBeVisible();
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Authentication code').fill(code);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/admin/login'),
    page.getByRole('button', { name: 'Sign in' }).click(),
  ]);
  await page.waitForLoadState();
  return response;
}

/** Every admin route in the production build, read from the route manifest Astro wrote to dist/server. */
function adminRoutesFromBuild(): { route: string; type: 'page' | 'endpoint' }[] {
  const found = new Map<string, 'page' | 'endpoint'>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.mjs')) {
        const text = fs.readFileSync(file, 'utf8');
        for (const m of text.matchAll(/"routeData":\{"route":"(\/admin[^"]*)","isIndex":\w+,"type":"(page|endpoint)"/g)) {
          found.set(m[1]!, m[2] as 'page' | 'endpoint');
        }
      }
    }
  };
  walk(path.join(ROOT, 'dist/server'));
  return [...found].map(([route, type]) => ({ route, type }));
}

/** The source files under src/pages/admin, as a cross-check that the manifest was read completely. */
function adminSourceFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.(astro|ts)$/.test(entry.name)) files.push(file);
    }
  };
  walk(path.join(ROOT, 'src/pages/admin'));
  return files;
}

test.describe('owner area: nobody else gets in', () => {
  const routes = adminRoutesFromBuild();
  const probe = (route: string) => route.replace(/\[[^\]]+\]/g, '00000000-0000-4000-8000-000000000000');

  test('the build has every admin route', () => {
    expect(routes.length).toBe(adminSourceFiles().length);
    expect(routes.map((r) => r.route)).toEqual(
      expect.arrayContaining(['/admin', '/admin/login', '/admin/responses', '/admin/responses/stream', '/admin/enquiries/export.csv']),
    );
  });

  test('every admin route answers an anonymous caller with a redirect to the login page or a 401, and no data', async ({
    request,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin;
    for (const { route } of routes.filter((r) => r.route !== '/admin/login')) {
      const url = probe(route);
      const asked = [
        { what: 'browser GET', res: await request.get(url, { headers: { Accept: 'text/html' }, maxRedirects: 0 }), expected: [302] },
        { what: 'script GET', res: await request.get(url, { headers: { Accept: '*/*' }, maxRedirects: 0 }), expected: [401] },
        { what: 'event stream', res: await request.get(url, { headers: { Accept: 'text/event-stream' }, maxRedirects: 0 }), expected: [401] },
        {
          what: 'form POST',
          res: await request.post(url, { form: { id: 'x', status: 'archived', action: 'sync' }, headers: { Origin: origin }, maxRedirects: 0 }),
          expected: [303],
        },
      ];
      for (const { what, res, expected } of asked) {
        expect(expected, `${what} ${url} → ${res.status()}`).toContain(res.status());
        if (res.status() !== 401) expect(res.headers()['location'], `${what} ${url}`).toBe('/admin/login');
        expect((await res.body()).length, `${what} ${url} has no body`).toBe(0);
        expect(res.headers()['cache-control'], `${what} ${url}`).toContain('no-store');
        expect(res.headers()['set-cookie'], `${what} ${url}`).toBeUndefined();
      }
    }
  });

  test('a browser is sent to the login page, which is not indexed and sets no cookie', async ({ page }) => {
    const response = await page.goto('/admin/responses');
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(response?.headers()['set-cookie']).toBeUndefined();
    expect(response?.headers()['cache-control']).toContain('no-store');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    // No public widgets in the owner area.
    await expect(page.getByRole('button', { name: /chat/i })).toHaveCount(0);
    await expect(page.getByText(/cookie/i)).toHaveCount(0);
    expect(await page.context().cookies()).toEqual([expect.objectContaining({ name: 'cookie_consent' })]);
  });
});

test.describe('owner sign-in without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('password and TOTP code sign in; the cookie is HttpOnly and SameSite=Lax; "Sign out" ends the session and its live list', async ({
    page,
    request,
    browser,
  }) => {
    test.slow(); // the CLI creates the owner
    const owner = await createOwner(E2E_DATA_DIR);
    const code = totp(owner.totpUri);
    const response = await signIn(page, owner, code);
    expect(response.status()).toBe(303);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();

    const session = (await page.context().cookies()).find((c) => c.name.endsWith('session_token'));
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    // SITE_URL is http here; over https the cookie is Secure with the __Secure- prefix.
    expect(session?.secure).toBe(false);

    // Every owner page has the navigation and the sign-out button.
    const pages = [
      ['Responses', 'Survey Responses'],
      ['Enquiries', 'Enquiries'],
      ['Signups', 'E-book signups'],
      ['Stories', 'Stories'],
      ['Overview', 'Overview'],
    ] as const;
    for (const [link, heading] of pages) {
      await page.getByRole('navigation', { name: 'Owner area' }).getByRole('link', { name: link }).click();
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    }
    const cookieHeader = `${session!.name}=${session!.value}`;
    // The live responses list (it needs JavaScript) is open in another window when the owner signs out.
    const live = await browser.newContext({ javaScriptEnabled: true });
    await live.addCookies(await page.context().cookies());
    const liveTab = await live.newPage();
    await liveTab.goto('/admin/responses');
    await expect(liveTab.getByText('Live: new responses appear here as they arrive.')).toBeVisible();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    // Its stream is closed by the server, and the tab goes to the login page.
    await expect(liveTab).toHaveURL(/\/admin\/login$/, { timeout: 5000 });
    await live.close();
    expect((await page.context().cookies()).find((c) => c.name.endsWith('session_token'))).toBeUndefined();
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);

    // The old cookie is dead everywhere.
    const old = await request.get('/admin/responses/stream', { headers: { Cookie: cookieHeader }, maxRedirects: 0 });
    expect(old.status()).toBe(401);
    expect((await old.body()).length).toBe(0);

    // The code that signed in cannot sign in again.
    const again = await signIn(page, owner, code);
    expect(again.status()).toBe(401);
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.reused);
  });

  test('a wrong password and a wrong code each say what was wrong, with HTTP 401, and keep the e-mail', async ({ page }) => {
    test.slow();
    const owner = await createOwner(E2E_DATA_DIR);
    let response = await signIn(page, owner, totp(owner.totpUri), 'not the right passphrase');
    expect(response.status()).toBe(401);
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.credentials);
    await expect(page.getByLabel('Email')).toHaveValue(owner.email);
    await expect(page.getByLabel('Password')).toHaveValue('');

    response = await signIn(page, owner, wrongCode(owner.totpUri));
    expect(response.status()).toBe(401);
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.code);
    await expect(page).toHaveURL(/\/admin\/login(\?|$)/);
    expect((await page.context().cookies()).find((c) => c.name.endsWith('session_token'))).toBeUndefined();
  });
});

test.describe('sign-in limits', () => {
  async function post(request: APIRequestContext, baseURL: string | undefined, owner: CreatedOwner, password: string, address?: string) {
    return postForm(request, baseURL, '/admin/login?_action=admin.signIn', { email: owner.email, password, code: totp(owner.totpUri) }, address ? { 'X-Forwarded-For': address } : {});
  }

  test('after 5 failures from one address that address gets HTTP 429 with Retry-After, even with the right password; the owner still signs in from another address while the account is hammered', async ({
    request,
    baseURL,
    page,
  }) => {
    test.slow();
    const owner = await createOwner(E2E_DATA_DIR);
    for (let i = 1; i <= 5; i++) {
      const res = await post(request, baseURL, owner, `wrong passphrase number ${i}`);
      expect(res.status(), `attempt ${i}`).toBe(401);
    }
    const limited = await post(request, baseURL, owner, owner.password);
    expect(limited.status()).toBe(429);
    const retryAfter = Number(limited.headers()['retry-after']);
    expect(retryAfter).toBeGreaterThan(500);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(limited.headers()['set-cookie']).toBeUndefined();
    expect(await limited.text()).toMatch(MESSAGES.limited);

    // The guessing goes on from other addresses: past 5 failures on the account, each address gets
    // one guess, answered with a wait and no word on which part was wrong.
    for (let i = 1; i <= 3; i++) {
      const elsewhere = uniqueAddress();
      const guess = await post(request, baseURL, owner, `guess from elsewhere ${i}`, elsewhere);
      expect(guess.status(), `guess ${i}`).toBe(429);
      expect(await guess.text()).toMatch(MESSAGES.limited);
      const again = await post(request, baseURL, owner, owner.password, elsewhere);
      expect(again.status(), `the right password from the address of guess ${i}`).toBe(429);
    }

    // Meanwhile the owner, from an address of their own, signs in with the right password and code.
    await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': uniqueAddress() });
    const response = await signIn(page, owner);
    expect(response.status()).toBe(303);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  });
});

test('public pages still set no cookie', async ({ request }) => {
  for (const path of ['/', '/survey', '/contact']) {
    const res = await request.get(path);
    expect(res.status()).toBe(200);
    expect(res.headers()['set-cookie'], path).toBeUndefined();
  }
});
