// What other code may use of this feature, safe in the browser; server code is in index.server.ts.
export { default as HeldReviews } from './components/HeldReviews.tsx';
export { default as ReviewsSection } from './components/ReviewsSection.tsx';
export { default as ReviewStatusButtons } from './components/ReviewStatusButtons.tsx';
export { REVIEW_MODE_NOTICES, heldBecause, reviewStatusNotice } from './moderation.ts';
export { reviewContactDetails } from './reviews.ts';
export { validateSurvey } from './schema.ts';
