import type { Locale } from '../../i18n/locales.ts';
import { messagesFor } from '../../i18n/messages.ts';
import { compose, PRIVATE_LINK, receivedOn, reference, type EmailMessage, type Receipt } from '../../platform/email/messages.ts';
import { STORY_LINK_DAYS } from '../../platform/limits.ts';
import type { StoryInput } from './schema.ts';

export function storyReceiptMessage(recipient: string, interviewOk: StoryInput['interviewOk'], receipt: Receipt, locale: Locale): EmailMessage {
  const { emails } = messagesFor(locale);
  const m = emails.storyReceipt;
  return {
    ...compose(
      'story-receipt',
      recipient,
      m.subject,
      [
        emails.greeting,
        m.received(receivedOn(receipt.receivedAt, locale), reference(receipt.id)),
        `${m.next}${interviewOk ? m.interview : ''}`,
        m.change,
        emails.notYou,
      ],
      locale,
    ),
    about: receipt.id,
  };
}

export function approvalMessage(recipient: string, storyId: string, locale: Locale): EmailMessage {
  const { emails } = messagesFor(locale);
  const m = emails.storyReview;
  return {
    ...compose('story-review', recipient, m.subject, [emails.greeting, m.prepared(reference(storyId)), m.choose(STORY_LINK_DAYS), PRIVATE_LINK, m.nothingWithoutYou, m.notShared], locale),
    privateLink: { kind: 'story-review', for: storyId },
  };
}

export function storyRemovalMessage(recipient: string, storyId: string, locale: Locale): EmailMessage {
  const { emails } = messagesFor(locale);
  const m = emails.storyRemoval;
  return {
    ...compose('story-removal', recipient, m.subject, [emails.greeting, m.asked(reference(storyId), STORY_LINK_DAYS), PRIVATE_LINK, m.notAsked], locale),
    privateLink: { kind: 'story-removal', for: storyId },
  };
}

/** The note the owner starts from when declining, in the teller's language: every word of it can be changed. */
export function declineNoteDraft(storyId: string, locale: Locale, wasPublished: boolean): string {
  const { emails } = messagesFor(locale);
  const m = emails.storyDeclined;
  const ref = reference(storyId);
  return [emails.greeting, wasPublished ? m.takenDown(ref) : m.notPublished(ref), m.kept, m.reply].join('\n\n');
}

/** The owner's note to the teller, as the owner wrote it (a blank line between paragraphs), signed like every mail. */
export function storyDeclinedMessage(recipient: string, storyId: string, note: string, locale: Locale): EmailMessage {
  const { emails } = messagesFor(locale);
  const paragraphs = note
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return { ...compose('story-declined', recipient, emails.storyDeclined.subject, paragraphs, locale), about: storyId };
}
