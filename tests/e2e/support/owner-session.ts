import { randomUUID } from 'node:crypto';
import type { APIRequest, TestInfo } from '@playwright/test';
import { createOwnerWithCli, totp } from '../admin-support.ts';
import { E2E_DATA_DIR } from './e2e-server.ts';

export interface OwnerSession {
  name: string;
  value: string;
}

/**
 * A new owner signed in once through the login form (a TOTP code signs in only once): call it in
 * `beforeAll` and put the cookie into each test's context. `addressTag` keeps each spec's sign-ins
 * under its own client address, so the sign-in rate limit of one spec never slows another.
 */
export async function signInOwner(request: APIRequest, testInfo: TestInfo, addressTag: string): Promise<OwnerSession> {
  const baseURL = testInfo.project.use.baseURL!;
  const owner = createOwnerWithCli(E2E_DATA_DIR);
  const api = await request.newContext({
    baseURL,
    extraHTTPHeaders: { 'X-Forwarded-For': `fd00:${addressTag}:${testInfo.workerIndex}:${randomUUID().slice(0, 4)}::1` },
  });
  try {
    const res = await api.post('/admin/login?_action=admin.signIn', {
      form: { email: owner.email, password: owner.password, code: totp(owner.totpUri) },
      headers: { Origin: new URL(baseURL).origin },
      maxRedirects: 0,
    });
    if (res.status() !== 303) throw new Error(`owner sign-in answered ${res.status()}`);
    const session = (await api.storageState()).cookies.find((c) => c.name.endsWith('session_token'));
    if (!session) throw new Error('owner sign-in set no session cookie');
    return { name: session.name, value: session.value };
  } finally {
    await api.dispose();
  }
}
