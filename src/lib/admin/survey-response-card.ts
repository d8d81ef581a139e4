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
  hidden: boolean;
  /** The language of the page it was sent from, by name: English or Filipino. */
  language: string;
  createdAt: string;
  dateLabel: string;
}
