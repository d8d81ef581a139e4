import { readFileSync } from 'node:fs';
import type { BrowserContext } from '@playwright/test';
import type { OwnerSession } from '../../support/index.ts';
import { test } from './client.ts';
import { E2E_DATA_DIR } from './e2e-server.ts';

/** The session owner.setup.ts signed in, for every spec of the run (the data directory is new each run). */
export const OWNER_SESSION_FILE = `${E2E_DATA_DIR}/owner-session.json`;

export interface OwnerSessionFixture {
  /** Puts the owner's session cookie into a browser context: its pages open signed in. */
  addTo(context: BrowserContext, baseURL: string | undefined): Promise<void>;
  /** The session as a Cookie header's value, for requests made without a browser. */
  cookie(): string;
}

/** The owner's session (owner.setup.ts), read before the tests of the file (or `describe`) that calls this. */
export function useOwnerSession(): OwnerSessionFixture {
  let session: OwnerSession | undefined;
  test.beforeAll(() => {
    session = JSON.parse(readFileSync(OWNER_SESSION_FILE, 'utf8')) as OwnerSession;
  });
  const current = () => {
    if (!session) throw new Error('the owner is not signed in yet (useOwnerSession reads the session in beforeAll)');
    return session;
  };
  return {
    addTo: (context, baseURL) => context.addCookies([{ name: current().name, value: current().value, url: baseURL! }]),
    cookie: () => `${current().name}=${current().value}`,
  };
}
