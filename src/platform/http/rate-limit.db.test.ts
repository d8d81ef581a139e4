import { beforeEach, describe, expect, it, vi } from 'vitest';
import { truncateAll } from '../../../tests/factories.ts';
import { getPool } from '../db/client.ts';
import { ASSISTANT_POINTS, FORM_POINTS, FORM_WINDOW_SECONDS, SEARCH_POINTS, takeFormSlot } from './rate-limit.ts';

// The limiter must be on here whatever the shell says; hoisted because importing the server reads config.
vi.hoisted(() => {
  delete process.env['RATE_LIMIT_DISABLED'];
});

const CLIENT = '203.0.113.9';

const takeAll = async (form: string, client: string, times: number) => {
  const results = [];
  // One after another, as a person (or a script) resubmitting would.
  for (let i = 0; i < times; i += 1) results.push(await takeFormSlot(form, client));
  return results;
};

beforeEach(truncateAll);

describe('takeFormSlot', () => {
  it('allows five submissions in the window and refuses the sixth with a retry time', async () => {
    expect(FORM_POINTS).toBe(5);
    const results = await takeAll('survey', CLIENT, FORM_POINTS);
    expect(results).toEqual(Array.from({ length: FORM_POINTS }, () => ({ allowed: true })));

    const sixth = await takeFormSlot('survey', CLIENT);
    expect(sixth.allowed).toBe(false);
    if (sixth.allowed) return;
    expect(Number.isInteger(sixth.retryAfter)).toBe(true);
    expect(sixth.retryAfter).toBeGreaterThanOrEqual(1);
    expect(sixth.retryAfter).toBeLessThanOrEqual(FORM_WINDOW_SECONDS);
  });

  it('keeps counting other clients separately', async () => {
    await takeAll('survey', CLIENT, FORM_POINTS + 1);
    expect(await takeFormSlot('survey', '203.0.113.10')).toEqual({ allowed: true });
    expect(await takeFormSlot('survey', '2001:db8::9')).toEqual({ allowed: true });
  });

  it('keeps counting other forms separately', async () => {
    await takeAll('survey', CLIENT, FORM_POINTS + 1);
    expect(await takeFormSlot('contact', CLIENT)).toEqual({ allowed: true });
    expect(await takeFormSlot('ebook', CLIENT)).toEqual({ allowed: true });
  });

  it.each([
    ['ebook', FORM_POINTS],
    ['search', SEARCH_POINTS],
    ['assistant', ASSISTANT_POINTS],
  ])('counts every address of one IPv6 /64 as one client (%s)', async (use, points) => {
    const results = [];
    for (let i = 1; i <= points + 3; i += 1) results.push((await takeFormSlot(use, `2001:db8:77:1:${i.toString(16)}::${i}`, points)).allowed);
    expect(results).toEqual([...Array(points).fill(true), false, false, false]);
    expect(await takeFormSlot(use, '2001:db8:77:2::1', points)).toEqual({ allowed: true });
  });

  it('counts an IPv4 address written as IPv6 as that IPv4 address', async () => {
    await takeAll('survey', CLIENT, FORM_POINTS);
    expect((await takeFormSlot('survey', `::ffff:${CLIENT}`)).allowed).toBe(false);
  });

  it('stores its counters in the database, so every server process shares them', async () => {
    await takeFormSlot('story', CLIENT);
    const { rows } = await getPool().query<{ key: string; points: number }>('select key, points from rate_limits');
    expect(rows).toEqual([{ key: `form:story:${CLIENT}`, points: 1 }]);
  });
});
