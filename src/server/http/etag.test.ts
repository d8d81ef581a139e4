import { describe, expect, it } from 'vitest';
import { matchesETag, revalidated } from './etag.ts';

const page = () => new Response('<!doctype html><h1>Kwentong OFW</h1>', { headers: { 'Content-Type': 'text/html' } });

describe('revalidated pages', () => {
  it('sends the page with an ETag of its bytes the first time', async () => {
    const response = await revalidated(new Request('http://site/'), page());
    expect(response.status).toBe(200);
    expect(response.headers.get('ETag')).toMatch(/^W\/"[\w-]{22}"$/);
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    expect(await response.text()).toBe('<!doctype html><h1>Kwentong OFW</h1>');
  });

  it('answers 304 without a body to a browser holding the same page, and 200 once it changed', async () => {
    const etag = (await revalidated(new Request('http://site/'), page())).headers.get('ETag')!;
    const again = await revalidated(new Request('http://site/', { headers: { 'If-None-Match': etag } }), page());
    expect(again.status).toBe(304);
    expect(again.headers.get('ETag')).toBe(etag);
    expect(await again.text()).toBe('');

    const changed = new Response('<!doctype html><h1>A new review</h1>', { headers: { 'Content-Type': 'text/html' } });
    expect((await revalidated(new Request('http://site/', { headers: { 'If-None-Match': etag } }), changed)).status).toBe(200);
  });
});

describe('matchesETag', () => {
  it('compares weakly, in lists, and with the wildcard', () => {
    expect(matchesETag('W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesETag('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesETag('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesETag('*', 'W/"abc"')).toBe(true);
    expect(matchesETag('W/"abd"', 'W/"abc"')).toBe(false);
    expect(matchesETag(undefined, 'W/"abc"')).toBe(false);
  });
});
