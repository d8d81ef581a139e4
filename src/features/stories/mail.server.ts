import type { Locale } from '../../i18n/locales.ts';
import { messagesFor } from '../../i18n/messages.ts';
import { compose, PRIVATE_LINK, receivedOn, reference, type EmailMessage, type Receipt } from '../../platform/email/messages.ts';
import { STORY_LINK_DAYS } from '../../platform/limits.ts';
import type { StoryInput } from './schema.ts';

export function storyReceiptMessage(recipient: string, interviewOk: StoryInput['interviewOk'], receipt: Receipt, locale: Locale): EmailMessage {
  const { emails } = messagesFor(locale);
  const m = emails.storyReceipt;
  return compose(
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
  );
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
