/** One outbox message as an owner page shows it: what it is, its real state, and where it is in the outbox. */
export interface MailView {
  id: string;
  /** The message in the outbox: /admin/outbox/<id>. */
  href: string;
  /** What the message is, in the owner's words ("Request to approve"). */
  what: string;
  subject: string;
  recipient: string;
  /** The stored status, for the badge's colour. */
  status: string;
  /** The badge's words: queued, retrying, sent, not sent, dead, cancelled. */
  statusLabel: string;
  /** The state in a sentence, with its times and the mail server's reason ("Sent on Mar 05, 2024 at 2:07 PM."). */
  state: string;
  /** True while it may still go out by itself (queued or waiting to retry). */
  pending: boolean;
  /** True when it did not reach the mail server and will not without the owner (not sent, dead, cancelled). */
  failed: boolean;
}

/** A message as the outbox lists it: its real state, its dates, its error, its text and what it is about. */
export interface OutboxEntry {
  id: string;
  subject: string;
  recipient: string;
  /** The stored status, or "retrying" for a queued message that failed and waits for its next try. */
  status: string;
  /** The status as the badge shows it ("not sent"). */
  statusLabel: string;
  /** The real state in a sentence: when it was sent, or why not and when it is tried again. */
  state: string;
  queued: string;
  sent?: string | undefined;
  attempts: number;
  lastError: string | null;
  /** With a placeholder where a private link went: the link itself exists only in the recipient's mailbox. */
  textBody: string;
  /** When the text was removed, EMAIL_BODY_DAYS after sending. */
  purged?: string | undefined;
  /** The owner page of the enquiry, signup or story the message is about. */
  about?: { href: string; label: string } | undefined;
  /** "Retry" is offered: a dead or unsent message whose text is still kept. */
  retryable: boolean;
}

// Keyed by the outbox's kinds (EmailKind in platform/email/messages.ts, server code this file may not import).
export const MAIL_KIND_NAMES: Record<string, string> = {
  'enquiry-reply': 'Auto-reply to the enquiry',
  'enquiry-answer': 'Your reply to the enquiry',
  'ebook-delivery': 'E-book link',
  'story-receipt': 'Receipt for the story',
  'story-review': 'Request to approve',
  'story-removal': 'Removal link',
  'story-declined': 'Note on declining',
  'owner-digest': 'Your notification',
};

export const mailKindName = (kind: string) => MAIL_KIND_NAMES[kind] ?? kind;

/** The owner page of what a message is about, when it has one. */
export function aboutHref(kind: string, aboutId: string | null): string | undefined {
  if (!aboutId) return undefined;
  if (kind.startsWith('enquiry-')) return `/admin/enquiries/${aboutId}`;
  if (kind.startsWith('story-')) return `/admin/stories/${aboutId}`;
  if (kind === 'ebook-delivery') return '/admin/signups';
  return undefined;
}
