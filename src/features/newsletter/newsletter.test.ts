import { describe, expect, it } from 'vitest';
import { isFromOurSite } from '../../platform/http/same-origin.ts';
import { PRIVATE_LINK_PLACEHOLDER } from '../../platform/email/messages.ts';
import { zonedWeekHour } from './digest.server.ts';
import { digestContent, type DigestItem } from './mail.server.ts';

const items: DigestItem[] = [
  { kind: 'article', title: 'Saving <smart>', text: 'An article.', url: 'https://kwento.example/blog/saving', date: new Date() },
  { kind: 'episode', title: 'Episode 12', text: '', url: 'https://kwento.example/podcast/episode-12', date: new Date() },
  { kind: 'story', title: 'A caregiver in Haifa', text: 'Her first year.', url: 'https://kwento.example/stories/haifa', date: new Date() },
];

describe('the digest', () => {
  it('is light: text and HTML list every item with its link, no images, and the unsubscribe link’s place', () => {
    const { subject, text, html } = digestContent(items, 'en');
    expect(subject).toBe('Kwentong OFW this week: 3 new posts');
    for (const item of items) {
      expect(text).toContain(item.url);
      expect(html).toContain(item.url);
    }
    expect(html).not.toMatch(/<img/i);
    expect(html).toContain('Saving &lt;smart&gt;');
    expect(text).toContain(PRIVATE_LINK_PLACEHOLDER);
    expect(html).toContain(PRIVATE_LINK_PLACEHOLDER);
  });

  it('is written in the reader’s language', () => {
    const { subject, text } = digestContent(items, 'fil');
    expect(subject).toBe('Kwentong OFW ngayong linggo: 3 bago');
    expect(text).toContain('MGA KUWENTO NG OFW');
  });

  it('reads the owner’s day and hour in their time zone', () => {
    // Friday 10:00 UTC is Friday 18:00 in Manila.
    expect(zonedWeekHour(new Date('2026-11-27T10:00:00Z'), 'Asia/Manila')).toEqual({ weekday: 5, hour: 18 });
    expect(zonedWeekHour(new Date('2026-11-27T20:00:00Z'), 'Asia/Manila')).toEqual({ weekday: 6, hour: 4 });
  });

  it('lets only the exact one-click POST to a digest’s unsubscribe link through without an Origin', async () => {
    const token = 'A'.repeat(43);
    const site = 'https://kwento.example';
    const post = (path: string, body: string | FormData = 'List-Unsubscribe=One-Click', headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' }) =>
      new Request(`${site}${path}`, { method: 'POST', body, headers: body instanceof FormData ? {} : headers });
    expect(await isFromOurSite(post(`/newsletter/unsubscribe/${token}`), site)).toBe(true);
    expect(await isFromOurSite(post(`/fil/newsletter/unsubscribe/${token}`), site)).toBe(true);
    const multipart = new FormData();
    multipart.set('List-Unsubscribe', 'One-Click');
    expect(await isFromOurSite(post(`/newsletter/unsubscribe/${token}`, multipart), site), 'RFC 8058 prefers multipart/form-data').toBe(true);

    // An Astro action named in the query string, another body, another type, another path: refused.
    expect(await isFromOurSite(post(`/newsletter/unsubscribe/${token}?_action=newsletterSubscribe`), site)).toBe(false);
    expect(await isFromOurSite(post(`/newsletter/unsubscribe/${token}?x=1`), site)).toBe(false);
    expect(await isFromOurSite(post(`/newsletter/unsubscribe/${token}`, 'email=a%40b.example&language=en&website='), site)).toBe(false);
    expect(await isFromOurSite(post(`/newsletter/unsubscribe/${token}`, 'List-Unsubscribe=One-Click&email=a%40b.example'), site)).toBe(false);
    expect(await isFromOurSite(post(`/newsletter/unsubscribe/${token}`, '{"List-Unsubscribe":"One-Click"}', { 'content-type': 'application/json' }), site)).toBe(false);
    expect(await isFromOurSite(post(`/newsletter/confirm/${token}`), site)).toBe(false);
    expect(await isFromOurSite(post(`/newsletter/unsubscribe/${token}/x`), site)).toBe(false);
    expect(await isFromOurSite(post('/newsletter'), site)).toBe(false);
    // Our own pages' posts carry our Origin, whatever they hold.
    expect(await isFromOurSite(new Request(`${site}/newsletter?_action=newsletterSubscribe`, { method: 'POST', headers: { origin: site } }), site)).toBe(true);
  });
});
