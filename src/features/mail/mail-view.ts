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

// Keyed by the outbox's kinds (EmailKind in platform/email/messages.ts, server code this file may not import).
export const MAIL_KIND_NAMES: Record<string, string> = {
  'enquiry-reply': 'Auto-reply to the enquiry',
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
  if (kind === 'enquiry-reply') return `/admin/enquiries/${aboutId}`;
  if (kind.startsWith('story-')) return `/admin/stories/${aboutId}`;
  if (kind === 'ebook-delivery') return '/admin/signups';
  return undefined;
}
