import type { MailView } from '../mail/index.ts';

/** One thing that waits for the owner, as the first owner page lists it. */
export interface TodayItem {
  kind: 'enquiry' | 'story' | 'story-waiting' | 'review' | 'mail';
  id: string;
  /** Since when it waits: when it arrived, when the teller was asked, or when the e-mail was written. */
  since: string;
  /** The link to where it is answered. */
  title: string;
  href: string;
  detail: string;
  /** A story's status, for its badge. */
  status?: { value: string; label: string } | undefined;
  /** The e-mail that did not go out, or the latest request to approve a story, with its real state. */
  mail?: MailView | undefined;
  /** A held review, answered right here with Approve or Hide. */
  review?: { who: string; feedback: string } | undefined;
}

/** The navigation's badges: how many things wait on each owner page. */
export interface WaitingBadges {
  enquiries: number;
  stories: number;
  reviews: number;
  mail: number;
}
