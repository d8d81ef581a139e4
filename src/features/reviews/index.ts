// What other code may use of this feature, safe in the browser; server code is in index.server.ts.
export { default as HeldReviews } from './components/HeldReviews.tsx';
export { default as ReviewsSection } from './components/ReviewsSection.tsx';
export { REVIEW_MODE_NOTICES, reviewStatusNotice } from './moderation.ts';
export { validateSurvey } from './schema.ts';
