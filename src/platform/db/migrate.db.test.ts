import { describe, expect, it } from 'vitest';
import { migrateDatabase } from './migrate.ts';

// This file's own database (tests/setup/database.ts), already migrated: migrating again (as the admin
// role, which the site's role is not) only checks.
const withSetting = (value: string) => {
  const url = new URL(process.env['DATABASE_ADMIN_URL']!);
  url.searchParams.set('options', `-c synchronous_commit=${value}`);
  return url.toString();
};

describe('migrateDatabase checks durability first', () => {
  it('refuses a server that would acknowledge commits before they are on disk', async () => {
    await expect(migrateDatabase(withSetting('off'))).rejects.toThrow(
      'PostgreSQL setting synchronous_commit is "off", which can lose acknowledged submissions after a crash',
    );
  });

  it('accepts every setting that flushes commits to the local disk', async () => {
    for (const value of ['on', 'local', 'remote_write', 'remote_apply']) {
      await expect(migrateDatabase(withSetting(value)), value).resolves.toMatchObject({ superuser: true });
    }
  });
});
