/** What the public may see of a survey response: never the e-mail address. */
export interface PublicReview {
  id: string;
  name: string | null;
  rating: number;
  feedback: string;
  createdAt: Date;
}

/** One card of the owner's responses list, as rendered and as sent on the live stream. */
export interface ResponseCardData {
  id: string;
  name: string | null;
  email: string;
  rating: number;
  feedback: string;
  interviewExperience: string | null;
  interviewSuggestions: string | null;
  interviewFavorite: string | null;
  hidden: boolean;
  createdAt: string;
  dateLabel: string;
}

/** "1 star", "3 stars" */
/** Average to one decimal, as shown next to the stars. */
export const formatAverage = (average: number) => average.toFixed(1);

export const reviewCountLabel = (n: number) => `(${n} ${n === 1 ? 'review' : 'reviews'})`;
