import { contactDetailsIn } from './contact-details.ts';

/** What the public may see of a survey response: never the e-mail address. */
export interface PublicReview {
  id: string;
  name: string | null;
  rating: number;
  feedback: string;
  createdAt: Date;
}

/** "1 star", "3 stars" */
export const starLabel = (n: number) => `${n} ${n === 1 ? 'star' : 'stars'}`;

/** Average to one decimal, as shown next to the stars, written as `locale` writes numbers. */
export const formatAverage = (average: number, locale = 'en-US') =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average);

/**
 * The contact details (link, e-mail address, phone number) in the words of a review that can become
 * public: its name and feedback. A review with any waits for the owner.
 */
export const reviewContactDetails = (review: { name: string | null; feedback: string }) => contactDetailsIn(`${review.name ?? ''}\n${review.feedback}`);
