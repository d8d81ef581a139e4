import { createHash } from 'node:crypto';
import sanitizeHtml from 'sanitize-html';
import { itunesDurationSeconds } from './durations.ts';
import type { Episode } from './types.ts';
import { FetchFailure, fetchLimited, hostOf } from './fetch.server.ts';
import { parseFeedXml, textOf } from './xml.server.ts';

/** An episode as the feed gives it: what the site shows, and the feed's own id for it. */
export interface EpisodeRecord extends Episode {
  guid: string;
}

const SHOW_NOTES_POLICY: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'a', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'blockquote', 'h3', 'h4'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['https', 'mailto'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }) },
};

/** How much of a feed's show notes is kept, in characters of the feed's HTML. */
export const SHOW_NOTES_MAX = 20_000;

/**
 * The feed's HTML is cut first and sanitised after: the sanitiser closes whatever the cut left open,
 * whereas cutting sanitised HTML can end inside a tag or an attribute, and the page inserts it as HTML.
 */
export const sanitizeShowNotes = (html: string, max = SHOW_NOTES_MAX) => sanitizeHtml(html.slice(0, max).toWellFormed(), SHOW_NOTES_POLICY);

const httpsOrNull = (url: string) => (/^https:\/\/[^\s"<>]+$/.test(url) ? url : null);

function slugFor(title: string, guid: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60)
    .replace(/-$/, '');
  const suffix = createHash('sha256').update(guid).digest('hex').slice(0, 6);
  return `${base || 'episode'}-${suffix}`;
}

export function parsePodcastFeed(xml: string): EpisodeRecord[] {
  const rss = parseFeedXml(xml)['rss'] as { channel?: { item?: Record<string, unknown>[] } } | undefined;
  if (!rss?.channel) throw new FetchFailure('not an RSS feed (no rss/channel)');
  const seen = new Set<string>();
  return (rss.channel.item ?? []).flatMap((item) => {
    const guid = (textOf(item['guid']) || textOf((item['enclosure'] as { '@_url'?: string } | undefined)?.['@_url'])).slice(0, 500);
    const name = textOf(item['title']).slice(0, 300);
    const publishedAt = new Date(textOf(item['pubDate']));
    if (!guid || !name || seen.has(guid) || Number.isNaN(publishedAt.getTime())) return [];
    seen.add(guid);
    const seconds = itunesDurationSeconds(textOf(item['itunes:duration']));
    const enclosure = item['enclosure'] as { '@_url'?: string } | undefined;
    const image = item['itunes:image'] as { '@_href'?: string } | undefined;
    return [
      {
        guid,
        slug: slugFor(name, guid),
        name,
        description: sanitizeShowNotes(textOf(item['content:encoded']) || textOf(item['description'])),
        publishedAt,
        durationMs: seconds === null ? null : seconds * 1000,
        externalUrl: httpsOrNull(textOf(item['link'])),
        imageUrl: httpsOrNull(image?.['@_href'] ?? ''),
        audioUrl: httpsOrNull(enclosure?.['@_url'] ?? ''),
      },
    ];
  });
}

export async function fetchPodcastEpisodes(feedUrl: string, limits: { timeoutMs?: number } = {}): Promise<EpisodeRecord[]> {
  const { status, text } = await fetchLimited(feedUrl, new Set([hostOf(feedUrl)]), limits);
  if (status !== 200) throw new FetchFailure(`podcast feed answered ${status}`);
  return parsePodcastFeed(text);
}
