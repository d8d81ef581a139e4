import type { BrowserContext } from '@playwright/test';
import { type OwnerSession, signedInOwner } from '../../support/index.ts';
import { test } from './client.ts';
import { E2E_DATA_DIR } from './e2e-server.ts';

export interface OwnerSessionFixture {
  /** Puts the owner's session cookie into a browser context: its pages open signed in. */
  addTo(context: BrowserContext, baseURL: string | undefined): Promise<void>;
  /** The session as a Cookie header's value, for requests made without a browser. */
  cookie(): string;
}

/** A new owner, signed in once before the tests of the file (or `describe`) that calls this. */
export function useOwnerSession(): OwnerSessionFixture {
  let session: OwnerSession | undefined;
  test.beforeAll(async ({}, testInfo) => {
    // The CLI starts Node, checks migrations and hashes a password: slow on a busy machine.
    test.setTimeout(120_000);
    session = await signedInOwner(testInfo.project.use.baseURL!, E2E_DATA_DIR);
  });
  const current = () => {
    if (!session) throw new Error('the owner is not signed in yet (useOwnerSession signs in in beforeAll)');
    return session;
  };
  return {
    addTo: (context, baseURL) => context.addCookies([{ name: current().name, value: current().value, url: baseURL! }]),
    cookie: () => `${current().name}=${current().value}`,
  };
}
