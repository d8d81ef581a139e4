import { describe, expect, it } from 'vitest';
import { isOneClickUnsubscribe } from '../../platform/http/same-origin.ts';
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

  it('lets only a digest’s unsubscribe link take a POST without an Origin', () => {
    const token = 'A'.repeat(43);
    expect(isOneClickUnsubscribe(`/newsletter/unsubscribe/${token}`)).toBe(true);
    expect(isOneClickUnsubscribe(`/fil/newsletter/unsubscribe/${token}`)).toBe(true);
    expect(isOneClickUnsubscribe(`/newsletter/confirm/${token}`)).toBe(false);
    expect(isOneClickUnsubscribe(`/newsletter/unsubscribe/${token}/x`)).toBe(false);
    expect(isOneClickUnsubscribe('/newsletter')).toBe(false);
  });
});
