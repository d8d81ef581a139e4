import type { Locale } from '../../i18n/locales.ts';
import { messagesFor } from '../../i18n/messages.ts';
import { compose, escapeHtml, oneLine, PRIVATE_LINK, PRIVATE_LINK_PLACEHOLDER, type EmailKind, type EmailMessage } from '../../platform/email/messages.ts';
import { site } from '../../site.config.ts';

/** The mail whose link opens the confirm page: our words only; the link is made when it is sent. */
export function confirmMessage(recipient: string, subscriptionId: string, locale: Locale): EmailMessage {
  const { emails, newsletter } = messagesFor(locale);
  const m = newsletter.email;
  return {
    ...compose('newsletter-confirm', recipient, m.confirmSubject, [emails.greeting, m.confirmIntro, PRIVATE_LINK, m.confirmNotYou], locale),
    privateLink: { kind: 'newsletter-confirm', for: subscriptionId },
  };
}

export interface DigestItem {
  kind: 'article' | 'episode' | 'story';
  title: string;
  /** One short line: an article's description, a story's excerpt. */
  text: string;
  url: string;
  date: Date;
}

export interface DigestContent {
  subject: string;
  text: string;
  html: string;
}

const SECTIONS = ['article', 'episode', 'story'] as const;

/**
 * The digest in one language: plain text and light HTML (no images: readers on metered data), the
 * unsubscribe link's place held by the placeholder (each reader's link is made as their copy is sent).
 */
export function digestContent(items: DigestItem[], locale: Locale, unsubscribe: string = PRIVATE_LINK_PLACEHOLDER, note?: string): DigestContent {
  const { emails, newsletter } = messagesFor(locale);
  const m = newsletter.email;
  const titles = { article: m.articles, episode: m.episodes, story: m.stories };
  const signature = emails.signature(site.name, site.tagline);
  const subject = oneLine(m.digestSubject(items.length));
  const text: string[] = note ? [note] : [];
  const html: string[] = [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;line-height:1.5;color:#1c2430;max-width:560px">',
    ...(note ? [`<p><em>${escapeHtml(note)}</em></p>`] : []),
  ];
  text.push(m.digestIntro);
  html.push(`<p>${escapeHtml(m.digestIntro)}</p>`);
  for (const section of SECTIONS) {
    const of = items.filter((i) => i.kind === section);
    if (of.length === 0) continue;
    text.push([titles[section].toUpperCase(), ...of.map((i) => `- ${oneLine(i.title)}${i.text ? `\n  ${oneLine(i.text)}` : ''}\n  ${i.url}`)].join('\n'));
    html.push(
      `<h2 style="font-size:18px;color:#0f2a4a;margin:24px 0 8px">${escapeHtml(titles[section])}</h2>`,
      '<ul style="padding-left:18px">',
      ...of.map(
        (i) =>
          `<li style="margin-bottom:12px"><a href="${escapeHtml(i.url)}" style="color:#1d5fa8;font-weight:bold">${escapeHtml(oneLine(i.title))}</a>${i.text ? `<br>${escapeHtml(oneLine(i.text))}` : ''}</li>`,
      ),
      '</ul>',
    );
  }
  text.push(signature, `${m.why}\n${m.unsubscribe}\n${unsubscribe}`);
  html.push(
    `<p>${escapeHtml(signature).replace(/\n/g, '<br>')}</p>`,
    `<p style="font-size:13px;color:#55606e">${escapeHtml(m.why)}<br>${escapeHtml(m.unsubscribe)} <a href="${escapeHtml(unsubscribe)}" style="color:#1d5fa8">${escapeHtml(unsubscribe)}</a></p>`,
    '</body></html>',
  );
  return { subject, text: text.join('\n\n'), html: html.join('\n') };
}

/** One subscriber's copy of a digest: the unsubscribe link (and the List-Unsubscribe headers) made when it is sent. */
export function digestMessage(recipient: string, subscriptionId: string, digestId: string, content: DigestContent, locale: Locale): EmailMessage {
  return {
    kind: 'newsletter-digest',
    recipient,
    subject: content.subject,
    text: content.text,
    html: content.html,
    locale,
    privateLink: { kind: 'newsletter-unsubscribe', for: subscriptionId },
    about: digestId,
  };
}

/** The owner's test: the digest as readers would get it, without a working unsubscribe link. */
export function digestTestMessage(recipient: string, items: DigestItem[], locale: Locale): EmailMessage {
  const note = messagesFor(locale).newsletter.email.testNote;
  const content = digestContent(items, locale, '[unsubscribe link]', note);
  const kind: EmailKind = 'newsletter-test';
  return { kind, recipient, subject: `[TEST] ${content.subject}`, text: content.text, html: content.html, locale };
}
