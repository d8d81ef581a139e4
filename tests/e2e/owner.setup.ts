// Before the specs: one owner, made with the CLI and signed in once through the login form; the specs
// that work in the owner's area share this session (support/owner.ts). Each spec file making its own
// owner ran the CLI once per worker and file, a Node start and a password hash each time.
import { writeFileSync } from 'node:fs';
import { signedInOwner } from '../support/index.ts';
import { expect, test } from './support/client.ts';
import { E2E_DATA_DIR } from './support/e2e-server.ts';
import { OWNER_SESSION_FILE } from './support/owner.ts';

test('the owner signs in', async ({ baseURL }) => {
  // The CLI starts Node, checks migrations and hashes a password: slow on a busy machine.
  test.setTimeout(120_000);
  const session = await signedInOwner(baseURL!, E2E_DATA_DIR);
  expect(session.value).not.toBe('');
  writeFileSync(OWNER_SESSION_FILE, JSON.stringify(session));
});
