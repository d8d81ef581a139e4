import type { Locale } from '../../i18n/locales.ts';
import { getDb } from '../../platform/db/client.ts';
import type { PrivateLinkKind } from '../../platform/db/schema.ts';
import { createEbookLink, ebookDownloadUrl } from '../ebook/index.server.ts';
import { createStoryLink, storyLinkUrl } from '../stories/index.server.ts';

/**
 * Makes the private link a message carries, as the message is sent (ADR 039): the URL, or none when
 * what it would open is gone or has moved on. Committed before the message leaves, so the link works
 * the moment it arrives.
 */
export function makePrivateLink(kind: PrivateLinkKind, forId: string, language: Locale, now = new Date()): Promise<string | undefined> {
  return getDb().transaction(async (tx) => {
    if (kind === 'ebook-download') {
      const token = await createEbookLink(tx, forId, now);
      return token && ebookDownloadUrl(token, language);
    }
    const purpose = kind === 'story-review' ? 'review' : 'removal';
    const token = await createStoryLink(tx, forId, purpose, now);
    return token && storyLinkUrl(purpose, token, language);
  });
}

/** Why a message was not sent when its link could not be made: what the owner reads in the outbox. */
export const NO_LINK_REASONS: Record<PrivateLinkKind, string> = {
  'ebook-download': 'not sent (the e-book signup no longer exists)',
  'story-review': 'not sent (the story no longer waits for the teller: edited, answered or declined since)',
  'story-removal': 'not sent (the story is no longer published)',
};
