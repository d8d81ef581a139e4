import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { useOpenedDatabase } from './database-url.ts';
import { openDatabase } from './open.ts';

const siteUrl = process.env['DATABASE_URL']!;
afterEach(() => vi.unstubAllEnvs());
// openDatabase makes the URL it opened this process's database: give the site's role back.
afterAll(() => useOpenedDatabase(siteUrl));

describe('openDatabase', () => {
  it('refuses DATABASE_ADMIN_URL without DATABASE_URL before starting anything', async () => {
    vi.stubEnv('DATABASE_ADMIN_URL', process.env['DATABASE_ADMIN_URL']!);
    vi.stubEnv('DATABASE_URL', undefined);
    const log = vi.fn();
    await expect(openDatabase(log)).rejects.toThrow('DATABASE_ADMIN_URL is set without DATABASE_URL');
    expect(log).not.toHaveBeenCalled();
  });

  it('migrates as DATABASE_ADMIN_URL and hands the site DATABASE_URL, its own role', async () => {
    const log = vi.fn();
    const database = await openDatabase(log);
    expect(database).toMatchObject({ url: process.env['DATABASE_URL'], adminUrl: process.env['DATABASE_ADMIN_URL'], embedded: undefined });
    expect(log).not.toHaveBeenCalled();
  });

  it('warns when the site would connect as a superuser', async () => {
    vi.stubEnv('DATABASE_URL', process.env['DATABASE_ADMIN_URL']!);
    vi.stubEnv('DATABASE_ADMIN_URL', undefined);
    const log = vi.fn();
    await openDatabase(log);
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/^The site connects to PostgreSQL as postgres, a superuser: .*DATABASE_ADMIN_URL/));
  });
});
