// The articles in PostgreSQL (ADR 051): the repository's 18 articles imported once in both languages,
// read by every public reader through one published test, and rendered by a sanitising pipeline.
import { createSatteriMarkdownProcessor } from '@astrojs/markdown-satteri';
import { describe, expect, it } from 'vitest';
import { importSeedArticles, readSeedArticles } from '../../src/features/articles/seed.server.ts';
import { articleBySlug, articleSitemapEntries, getArticles, publicArticleDocuments, publishDueArticles } from '../../src/features/articles/articles.server.ts';
import { htmlToPlainText, renderArticle } from '../../src/features/articles/render.server.ts';
import { getPool } from '../../src/platform/db/client.ts';
import { listenForPageDataChanges } from '../../src/platform/db/page-data-changes.ts';

const query = async <R extends object>(sql: string, params: unknown[] = []) => (await getPool().query<R>(sql, params)).rows;
const one = async <R extends object>(sql: string, params: unknown[] = []) => (await query<R>(sql, params))[0]!;

describe('the seed import', () => {
  it('imports the 18 articles in both languages once, however often it runs', async () => {
    const first = await importSeedArticles();
    expect(first).toBe(36);
    expect(await importSeedArticles()).toBe(0);
    const { count } = await one<{ count: string }>('select count(*) from article_versions');
    expect(Number(count)).toBe(36);
    const { articles } = await one<{ articles: string }>('select count(*) as articles from articles');
    expect(Number(articles)).toBe(18);
    expect(await getArticles('en')).toHaveLength(18);
    expect(await getArticles('fil')).toHaveLength(18);
  });

  it('shows each article with the same text as when Astro rendered it from the repository', async () => {
    await importSeedArticles();
    // Astro's own Markdown pipeline with the options of astro.config.ts: what the prerendered pages showed.
    const astro = await createSatteriMarkdownProcessor({ syntaxHighlight: false });
    const seeds = readSeedArticles();
    expect(seeds).toHaveLength(36);
    for (const seed of seeds) {
      const found = await articleBySlug(seed.locale, seed.key);
      expect(found.found, `${seed.locale}/${seed.key}`).toBe('article');
      if (found.found !== 'article') continue;
      const { page } = found;
      const before = (await astro.render(seed.body)).code;
      // The sanitiser keeps every element of the articles: the body is the very HTML Astro made.
      expect(page.html, `${seed.locale}/${seed.key}`).toBe(before);
      expect(htmlToPlainText(page.html)).toBe(htmlToPlainText(before));
      expect(page.data.title).toBe(seed.title);
      expect(page.data.description).toBe(seed.description);
      expect(page.data.summary).toBe(seed.summary);
      expect(page.data.date.toISOString()).toBe(seed.date.toISOString());
      expect(page.data.heroAlt).toBe(seed.heroAlt);
      expect(page.data.heroImage?.src).toBe(seed.heroImage?.src);
      expect(page.translations).toEqual({ en: seed.key, fil: seed.key });
    }
  });

  it('keeps the newest-first order and the neighbours of an article', async () => {
    await importSeedArticles();
    const posts = await getArticles('en');
    const dates = posts.map((post) => post.data.date.getTime());
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const found = await articleBySlug('en', posts[1]!.id);
    if (found.found !== 'article') throw new Error('not found');
    expect(found.newer?.id).toBe(posts[0]!.id);
    expect(found.older?.id).toBe(posts[2]!.id);
  });
});

describe('one published test', () => {
  it('a scheduled version is public from its time on, everywhere at once, and unpublishing removes it everywhere', async () => {
    await importSeedArticles();
    const { id } = await one<{ id: string }>("select id from article_versions where language = 'fil' and slug = 'emergency-fund'");
    const future = new Date(Date.now() + 60 * 60_000);
    await query("update article_versions set status = 'scheduled', published_at = $2 where id = $1", [id, future]);
    const everywhere = async () => ({
      list: (await getArticles('fil')).some((post) => post.id === 'emergency-fund'),
      page: (await articleBySlug('fil', 'emergency-fund')).found === 'article',
      sitemap: (await articleSitemapEntries()).some((entry) => entry.alternates.fil === '/fil/blog/emergency-fund'),
      search: (await publicArticleDocuments()).some((doc) => doc.url === '/fil/blog/emergency-fund'),
    });
    expect(await everywhere()).toEqual({ list: false, page: false, sitemap: false, search: false });
    // The English version stays public on its own; the page names only the languages that are public.
    const english = await articleBySlug('en', 'emergency-fund');
    expect(english.found === 'article' && english.page.translations).toEqual({ en: 'emergency-fund' });

    // The time comes (the server was down then: the job publishes whatever is due).
    await query('update article_versions set published_at = $2 where id = $1', [id, new Date(Date.now() - 1000)]);
    expect(await everywhere()).toEqual({ list: true, page: true, sitemap: true, search: true });
    expect(await publishDueArticles()).toBeGreaterThanOrEqual(1);
    const { status } = await one<{ status: string }>('select status from article_versions where id = $1', [id]);
    expect(status).toBe('published');

    await query("update article_versions set status = 'unpublished' where id = $1", [id]);
    expect(await everywhere()).toEqual({ list: false, page: false, sitemap: false, search: false });
    await query("update article_versions set status = 'published' where id = $1", [id]);
  });

  it('an old slug answers where the article moved', async () => {
    await importSeedArticles();
    const { id } = await one<{ id: string }>("select id from article_versions where language = 'en' and slug = 'coming-home'");
    await query("update article_versions set slug = 'coming-home-for-good' where id = $1", [id]);
    await query("insert into article_slug_redirects (language, slug, version_id) values ('en', 'coming-home', $1)", [id]);
    expect(await articleBySlug('en', 'coming-home')).toEqual({ found: 'moved', slug: 'coming-home-for-good' });
    expect(await articleBySlug('en', 'no-such-article')).toEqual({ found: 'none' });
  });
});

describe('rendering', () => {
  // What an owner (or whoever takes over the owner's session) might paste: none of it may run.
  const CORPUS = [
    '<script>alert(1)</script>',
    '<img src=x onerror="alert(1)">',
    '<a href="javascript:alert(1)">click</a>',
    '[click](javascript:alert(1))',
    '[click](JaVaScRiPt:alert(1))',
    '[click](&#106;avascript:alert(1))',
    '![x](javascript:alert(1))',
    '<iframe src="https://example.com"></iframe>',
    '<p onclick="alert(1)" style="background:url(javascript:alert(1))">text</p>',
    '<svg onload="alert(1)"><circle /></svg>',
    '<form action="https://example.com"><input name="q"><button>go</button></form>',
    '<details open ontoggle="alert(1)">x</details>',
    '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '<style>body{display:none}</style>',
    '<a href="https://example.com" onmouseover="alert(1)">ok</a>',
    '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  ];

  it.each(CORPUS)('makes %s inert', async (markdown) => {
    const { html } = await renderArticle(markdown);
    expect(html).not.toMatch(/<(script|iframe|svg|form|style|details|math|button)\b/i);
    expect(html).not.toMatch(/\son\w+\s*=/i);
    expect(html).not.toMatch(/javascript:|data:text/i);
    expect(html).not.toMatch(/\sstyle=/i);
  });

  it('keeps what Markdown writes: headings with ids, links, lists, tables, images with alt text', async () => {
    const { html, plainText, rendererVersion } = await renderArticle(
      '## Save first\n\nA [link](https://example.com) and **bold**.\n\n- one\n- two\n\n| a | b |\n|:-|-:|\n| 1 | 2 |\n\n![A jeepney](/media/articles/x-full.jpg)',
    );
    expect(html).toContain('<h2 id="save-first">Save first</h2>');
    expect(html).toContain('<a href="https://example.com">link</a>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<th style="text-align:left">a</th>');
    expect(html).toContain('<img src="/media/articles/x-full.jpg" alt="A jeepney" />');
    expect(plainText).toBe('Save first A link and bold. one two a b 1 2 A jeepney');
    expect(rendererVersion).toBeGreaterThanOrEqual(1);
  });
});

describe('the render cache', () => {
  it('hears every change to an article, whoever makes it: the cached pages render again', async () => {
    await importSeedArticles();
    const events: string[] = [];
    const listener = listenForPageDataChanges(process.env['DATABASE_URL']!, {
      onListening: () => events.push('listening'),
      onChange: () => events.push('change'),
      onLost: () => events.push('lost'),
    });
    try {
      await expect.poll(() => events).toEqual(['listening']);
      await query("update article_versions set status = 'unpublished' where language = 'en' and slug = 'seasonal-work'");
      await expect.poll(() => events.filter((e) => e === 'change').length).toBe(1);
      await query("update article_versions set status = 'published' where language = 'en' and slug = 'seasonal-work'");
      await expect.poll(() => events.filter((e) => e === 'change').length).toBe(2);
    } finally {
      await listener.stop();
    }
  });
});
