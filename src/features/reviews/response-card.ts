import type { ReviewStatus } from '../../platform/limits.ts';

/** Owner-only: it carries the e-mail address. One card of the owner's survey responses list, as rendered and as sent on the live stream. */
export interface ResponseCardData {
  id: string;
  name: string | null;
  email: string;
  rating: number;
  feedback: string;
  interviewExperience: string | null;
  interviewSuggestions: string | null;
  interviewFavorite: string | null;
  /** Published on the home page, held for the owner, or hidden by the owner. */
  status: ReviewStatus;
  /** The language of the page it was sent from, by name: English or Filipino. */
  language: string;
  createdAt: string;
  dateLabel: string;
}
