import { describe, expect, it } from 'vitest';
import {
  BILLION_LAUGHS,
  DUPLICATED_GUID,
  DUPLICATE_ITEM,
  FAKE_EPISODES,
  HOSTILE_GUID,
  HOSTILE_NOTES,
  MALFORMED_RSS,
  renderPodcastFeed,
  type FakeEpisode,
} from '../../../tests/fakes/fixtures/podcast.ts';
import { FetchFailure } from './fetch.server.ts';
import { parsePodcastFeed, sanitizeShowNotes, SHOW_NOTES_MAX } from './podcast.server.ts';

const feed = renderPodcastFeed([...FAKE_EPISODES, DUPLICATE_ITEM]);
const byGuid = (guid: string) => {
  const episode = parsePodcastFeed(feed).find((e) => e.guid === guid);
  if (!episode) throw new Error(`no episode ${guid}`);
  return episode;
};

function refusal(run: () => unknown): FetchFailure {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(FetchFailure);
    return error as FetchFailure;
  }
  throw new Error('expected the feed to be refused');
}

describe('parsePodcastFeed', () => {
  it('reads every item of a Spotify for Podcasters feed', () => {
    const episodes = parsePodcastFeed(feed);
    expect(episodes).toHaveLength(FAKE_EPISODES.length);
    const first = episodes[0]!;
    const source = FAKE_EPISODES[0]!;
    expect(first).toMatchObject({
      guid: source.guid,
      name: source.title,
      publishedAt: new Date(source.pubDate),
      externalUrl: source.link,
      imageUrl: source.imageUrl,
      audioUrl: source.audioUrl,
    });
    expect(first.description).toBe('<p>Saving while working overseas. <strong>Three OFWs</strong> share their budgets.</p>');
  });

  it('keeps a duplicated guid once, the first occurrence', () => {
    const episodes = parsePodcastFeed(feed);
    const copies = episodes.filter((e) => e.guid === DUPLICATED_GUID);
    expect(copies).toHaveLength(1);
    expect(copies[0]!.name).toBe('Ep. 55: Coming home to Batangas');
    expect(new Set(episodes.map((e) => e.guid)).size).toBe(episodes.length);
    expect(new Set(episodes.map((e) => e.slug)).size).toBe(episodes.length);
  });

  it('reads itunes:duration in seconds, MM:SS and HH:MM:SS, and null when absent', () => {
    const durations = Object.fromEntries(parsePodcastFeed(feed).map((e) => [e.name.split(':')[0], e.durationMs]));
    expect(durations).toMatchObject({
      'Ep. 60': 3909_000, // 01:05:09
      'Ep. 59': 2537_000, // 2537
      'Ep. 58': 2537_000, // 42:17
      'Ep. 57': 3723_000, // 1:02:03
      'Ep. 56': 3600_000, // 3600
      'Ep. 55': 3599_000, // 59:59
      'Ep. 51': null, // no itunes:duration
      'Ep. 46': 570_000, // 0:09:30
    });
  });

  it('prefers content:encoded over description for the show notes', () => {
    const episode = parsePodcastFeed(feed).find((e) => e.name.startsWith('Ep. 54'))!;
    expect(episode.description).toContain('Filipinos in Brazil');
    expect(episode.description).not.toContain('Short notes');
  });

  describe('show notes from the feed are sanitised', () => {
    const notes = byGuid(HOSTILE_GUID).description;

    it('keeps paragraphs and https links', () => {
      expect(notes).toContain('<p>Ate Lorna on her first year in Dubai.</p>');
      expect(notes).toMatch(/<p>Read <a href="https:\/\/kwento\.example\/ebook"[^>]*>the free e-book<\/a>/);
    });

    it('marks kept links as external and nofollow', () => {
      expect(notes).toContain('<a href="https://kwento.example/ebook" rel="noopener noreferrer nofollow" target="_blank">');
    });

    it('drops script and style elements with their content', () => {
      expect(notes).not.toMatch(/<script|<\/script|document\.cookie/i);
      expect(notes).not.toMatch(/<style|display:\s*none/i);
    });

    it('drops event handlers and style attributes', () => {
      expect(notes).not.toMatch(/\bon\w+\s*=/i);
      expect(notes).not.toMatch(/\bstyle\s*=/i);
      expect(notes).not.toContain('alert(');
      expect(notes).not.toContain('steal(');
    });

    it('drops javascript: links, images and frames', () => {
      expect(notes).not.toMatch(/javascript:/i);
      expect(notes).not.toMatch(/<img|<iframe|evil\.example/i);
      expect(notes).toMatch(/or <a[^>]*>this<\/a>\.<\/p>/);
    });
  });

  it('sanitises other dangerous shapes too', () => {
    expect(sanitizeShowNotes('<a href="JaVaScRiPt:alert(1)">x</a>')).not.toMatch(/javascript/i);
    expect(sanitizeShowNotes('<a href="http://plain.example/">x</a>')).not.toContain('href');
    expect(sanitizeShowNotes('<a href="mailto:hello@kwento.example">mail</a>')).toContain('href="mailto:hello@kwento.example"');
    expect(sanitizeShowNotes('<svg><script>alert(1)</script></svg><p>ok</p>')).toBe('<p>ok</p>');
    expect(sanitizeShowNotes('<a href="https://x.example" rel="opener" target="_self">x</a>')).toBe(
      '<a href="https://x.example" rel="noopener noreferrer nofollow" target="_blank">x</a>',
    );
  });

  describe('show notes cut to their maximum length', () => {
    const VOID = new Set(['br']);
    const ALLOWED = new Set(['p', 'br', 'a', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'blockquote', 'h3', 'h4']);

    /** What a page may insert as HTML: allowed tags only, each closed in order, attributes quoted, every other "<" escaped. */
    function problemIn(html: string): string | undefined {
      const open: string[] = [];
      const tag = /<(\/?)([a-z0-9]+)((?:\s+(?:href|rel|target)="[^"<>]*")*)\s*>/y;
      for (let at = html.indexOf('<'); at >= 0; at = html.indexOf('<', at)) {
        tag.lastIndex = at;
        const match = tag.exec(html);
        if (!match) return `a stray or broken tag at ${at}: ${html.slice(at, at + 40)}`;
        const [, closing, name] = match;
        if (!ALLOWED.has(name!)) return `a tag that is not allowed: ${name}`;
        if (closing) {
          if (open.pop() !== name) return `</${name}> closes another element`;
        } else if (!VOID.has(name!)) open.push(name!);
        at = tag.lastIndex;
      }
      return open.length > 0 ? `left open: ${open.join(', ')}` : undefined;
    }

    const notes = [
      HOSTILE_NOTES,
      '<p>Tips &amp; tricks: <a href="https://kwento.example/a?x=1&amp;y=2" title="t">read</a> <!-- a comment --> <b>bold <i>both</i></b></p>' +
        '<ul><li>One</li><li>Two &lt;3</li></ul><![CDATA[ raw ]]><a href="javascript:alert(1)">x</a> 🇵🇭 end',
    ];

    it('are never broken or unsanitised HTML, wherever the cut falls', () => {
      for (const html of notes) {
        for (let cut = 0; cut <= html.length; cut += 1) {
          const shown = sanitizeShowNotes(html, cut);
          expect(problemIn(shown), `cut at ${cut}: ${shown}`).toBeUndefined();
          expect(shown, `cut at ${cut}`).not.toMatch(/javascript:|\bon\w+\s*=|<script|<img|<iframe|<style/i);
          expect(sanitizeShowNotes(shown), `cut at ${cut}: sanitising again changes nothing`).toBe(shown);
        }
      }
    });

    it('keep the first SHOW_NOTES_MAX characters of the feed’s HTML', () => {
      const long = `<p>${'Salamat po. '.repeat(3000)}</p>`;
      const shown = sanitizeShowNotes(long);
      expect(shown).toBe(`${long.slice(0, SHOW_NOTES_MAX)}</p>`);
    });
  });

  it('keeps only https URLs for links, images and audio', () => {
    const insecure: FakeEpisode = {
      ...FAKE_EPISODES[1]!,
      link: 'http://podcasters.spotify.com/x',
      imageUrl: 'javascript:alert(1)',
      audioUrl: 'http://cdn.example/ep.mp3',
    };
    const [episode] = parsePodcastFeed(renderPodcastFeed([insecure]));
    expect(episode).toMatchObject({ externalUrl: null, imageUrl: null, audioUrl: null });
  });

  describe('slugs', () => {
    it('are stable for the same guid and title across parses', () => {
      const first = parsePodcastFeed(feed).map((e) => [e.guid, e.slug]);
      const second = parsePodcastFeed(renderPodcastFeed([...FAKE_EPISODES].reverse())).map((e) => [e.guid, e.slug]);
      expect(Object.fromEntries(second)).toEqual(Object.fromEntries(first));
    });

    it('read the title as ASCII and end in a suffix from the guid', () => {
      const episode = parsePodcastFeed(feed).find((e) => e.name.startsWith('Ep. 54'))!;
      expect(episode.slug).toMatch(/^ep-54-nono-sao-paulo-and-the-ofw-diaspora-[0-9a-f]{6}$/);
    });

    it('differ for two episodes with the same title', () => {
      const a = FAKE_EPISODES[0]!;
      const b = { ...a, guid: `${a.guid}-other` };
      const [x, y] = parsePodcastFeed(renderPodcastFeed([a, b]));
      expect(x!.slug).not.toBe(y!.slug);
      expect(x!.slug.slice(0, -7)).toBe(y!.slug.slice(0, -7));
    });

    it('keep the guid suffix when the title changes, and fall back to "episode" for an empty one', () => {
      const a = FAKE_EPISODES[0]!;
      const [before] = parsePodcastFeed(renderPodcastFeed([a]));
      const [after] = parsePodcastFeed(renderPodcastFeed([{ ...a, title: 'Ep. 60 (updated): Paano mag-ipon?' }]));
      expect(after!.slug.slice(-6)).toBe(before!.slug.slice(-6));
      const [symbols] = parsePodcastFeed(renderPodcastFeed([{ ...a, title: '!!! ???' }]));
      expect(symbols!.slug).toMatch(/^episode-[0-9a-f]{6}$/);
    });
  });

  describe('refuses hostile or broken feeds', () => {
    it('refuses the billion laughs (a DOCTYPE with entities)', () => {
      expect(refusal(() => parsePodcastFeed(BILLION_LAUGHS)).message).toMatch(/DOCTYPE or ENTITY/);
    });

    it('refuses any DOCTYPE, even a harmless-looking one, and external entities', () => {
      const doctype = feed.replace('<rss', '<!DOCTYPE rss>\n<rss');
      expect(refusal(() => parsePodcastFeed(doctype)).message).toMatch(/DOCTYPE or ENTITY/);
      const xxe = feed.replace('<rss', '<!doctype rss [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n<rss').replace('<title><![CDATA[Kwento]]>', '<title>&xxe;');
      expect(refusal(() => parsePodcastFeed(xxe)).message).toMatch(/DOCTYPE or ENTITY/);
    });

    it('refuses malformed XML', () => {
      expect(refusal(() => parsePodcastFeed(MALFORMED_RSS)).message).toMatch(/^malformed XML/);
      expect(refusal(() => parsePodcastFeed(feed.slice(0, feed.length / 2))).message).toMatch(/^malformed XML/);
    });

    it('refuses XML that is not RSS', () => {
      expect(refusal(() => parsePodcastFeed('<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"></feed>')).message).toBe(
        'not an RSS feed (no rss/channel)',
      );
      expect(refusal(() => parsePodcastFeed('<html><body>Not Found</body></html>')).message).toBe('not an RSS feed (no rss/channel)');
    });

    it('skips items without a guid, title or readable date', () => {
      const good = FAKE_EPISODES[0]!;
      const xml = renderPodcastFeed([good, { ...good, guid: 'no-date', pubDate: 'someday' }, { ...good, guid: 'no-title', title: '' }]);
      expect(parsePodcastFeed(xml).map((e) => e.guid)).toEqual([good.guid]);
    });
  });
});
