// The owner's backup codes: the owner area counts what is left, warns when few are,
// and makes a new set with the password, shown once; the old set stops working, the new one signs in.
import type { APIRequestContext } from '@playwright/test';
import { E2E_DATA_DIR } from './support/e2e-server.ts';
import { closeDb } from './support/db.ts';
import { expect, test } from './support/client.ts';
import { createOwner, postForm, uniqueAddress, type CreatedOwner } from '../support/index.ts';

test.afterAll(closeDb);

/** A sign-in with a backup code, from a client of its own, as the login form posts it. */
const signInWith = (request: APIRequestContext, baseURL: string | undefined, owner: CreatedOwner, code: string) =>
  postForm(request, baseURL, '/admin/login?_action=admin.signIn', { email: owner.email, password: owner.password, code }, { 'X-Forwarded-For': uniqueAddress() });

test('the owner sees how many backup codes are left, is warned when few are, and makes a new set that replaces the old', async ({ page, request, baseURL }) => {
  test.slow(); // the CLI creates the owner, and each sign-in hashes the password
  const owner = await createOwner(E2E_DATA_DIR);
  const [first, ...rest] = owner.backupCodes;

  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password').fill(owner.password);
  await page.getByLabel('Authentication code').fill(first!);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  await expect(page.getByText(/backup codes? left/)).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Owner area' }).getByRole('link', { name: 'Backup codes' }).click();
  await expect(page.getByRole('heading', { name: 'Backup codes', level: 1 })).toBeVisible();
  await expect(page.getByText('9 of your 10 backup codes are left.')).toBeVisible();

  // Six more sign-ins with backup codes: three are left, and every owner page says so.
  for (const code of rest.slice(0, 6)) expect((await signInWith(request, baseURL, owner, code)).status(), code).toBe(303);
  await page.goto('/admin/enquiries');
  await expect(page.getByText('Only 3 backup codes left.')).toBeVisible();
  await page.getByRole('link', { name: 'Make new backup codes' }).click();
  await expect(page.getByText('Only 3 of your 10 backup codes are left.')).toBeVisible();

  // A wrong password changes nothing.
  await page.getByLabel('Password').fill('not the owner’s passphrase');
  const [refused] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/admin/backup-codes'),
    page.getByRole('button', { name: 'Make new backup codes' }).click(),
  ]);
  expect(refused.status()).toBe(400);
  await expect(page.getByRole('alert')).toContainText('The password is not correct. Your backup codes are unchanged.');
  await expect(page.getByRole('list', { name: 'New backup codes' })).toHaveCount(0);

  await page.getByLabel('Password').fill(owner.password);
  await page.getByRole('button', { name: 'Make new backup codes' }).click();
  await expect(page.getByRole('heading', { name: 'Your new backup codes' })).toBeVisible();
  const fresh = (await page.getByRole('list', { name: 'New backup codes' }).getByRole('listitem').allTextContents()).map((code) => code.trim());
  expect(fresh).toHaveLength(10);
  expect(fresh.every((code) => /^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/.test(code))).toBe(true);

  // The old codes stop working; a new one signs in.
  expect((await signInWith(request, baseURL, owner, rest[6]!)).status(), 'an old code').toBe(401);
  expect((await signInWith(request, baseURL, owner, fresh[0]!)).status(), 'a new code').toBe(303);

  // Shown once: the page opened again shows the count, not the codes.
  await page.goto('/admin/backup-codes');
  await expect(page.getByText('9 of your 10 backup codes are left.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'New backup codes' })).toHaveCount(0);
  await expect(page.getByText(fresh[1]!)).toHaveCount(0);
});
