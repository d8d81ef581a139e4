import type { Locale } from '../../i18n/locales.ts';
import { getDb } from '../../platform/db/client.ts';
import type { PrivateLinkKind } from '../../platform/db/schema.ts';
import { createEbookLink, ebookDownloadUrl } from '../ebook/index.server.ts';
import { copyAttachments, createPrivacyLink, privacyLinkUrl } from '../privacy/index.server.ts';
import { createStoryLink, storyLinkUrl } from '../stories/index.server.ts';
import { confirmUrl, createConfirmLink, createUnsubscribeLink, unsubscribeUrl } from '../newsletter/index.server.ts';

/** A file a message carries, made as it is sent (the copy of a person's data). */
export interface Attachment {
  filename: string;
  content: string;
  contentType: string;
}

/** What a message gets only as it is sent: its private link, or its private files. */
export type PrivateContent = { url: string; attachments?: undefined; unsubscribe?: boolean } | { url?: undefined; attachments: Attachment[]; unsubscribe?: undefined };

/**
 * Makes what a message carries privately, as the message is sent (ADR 039): the URL of its link (none
 * when what it would open is gone or has moved on), or the files of a copy of the recipient's data.
 * Committed before the message leaves, so a link works the moment it arrives.
 */
export async function makePrivateContent(kind: PrivateLinkKind, forId: string, locale: Locale, recipient: string, now = new Date(), about?: string): Promise<PrivateContent | undefined> {
  if (kind === 'privacy-copy') return { attachments: await copyAttachments(recipient, locale) };
  if (kind === 'newsletter-unsubscribe') {
    // A digest: the link also goes in its List-Unsubscribe header (the `unsubscribe` flag).
    const token = await getDb().transaction((tx) => createUnsubscribeLink(tx, forId, about, now));
    return token ? { url: unsubscribeUrl(token, locale), unsubscribe: true } : undefined;
  }
  const url = await getDb().transaction(async (tx) => {
    if (kind === 'ebook-download') {
      const token = await createEbookLink(tx, forId, now);
      return token && ebookDownloadUrl(token, locale);
    }
    if (kind === 'newsletter-confirm') {
      const token = await createConfirmLink(tx, forId, now);
      return token && confirmUrl(token, locale);
    }
    if (kind === 'privacy-confirm') {
      const token = await createPrivacyLink(tx, forId, now);
      return token && privacyLinkUrl(token, locale);
    }
    const purpose = kind === 'story-review' ? 'review' : 'removal';
    const token = await createStoryLink(tx, forId, purpose, now);
    return token && storyLinkUrl(purpose, token, locale);
  });
  return url ? { url } : undefined;
}

/** Why a message was not sent when its link could not be made: what the owner reads in the outbox. */
export const NO_LINK_REASONS: Record<PrivateLinkKind, string> = {
  'ebook-download': 'not sent (the e-book signup no longer exists)',
  'story-review': 'not sent (the story no longer waits for the teller: edited, answered or declined since)',
  'story-removal': 'not sent (the story is no longer published)',
  'privacy-confirm': 'not sent (the request was carried out or has lapsed)',
  'privacy-copy': 'not sent (the copy could not be made)',
  'newsletter-confirm': 'not sent (the subscription no longer waits for confirmation)',
  'newsletter-unsubscribe': 'not sent (the reader is no longer subscribed)',
};
