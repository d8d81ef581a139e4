// What other code may use of this feature on the server.
export { parseCursor, responsesStream } from './live.server.ts';
export { heldReviews, holdsEveryReview, latestReviews, listResponses, responsesCsvRows, saveSurveyResponse, setHoldEveryReview, setReviewStatus } from './responses.server.ts';
// Also in index.ts; here so that Node (scripts, jobs) never loads the components index.ts brings.
export { heldBecause } from './moderation.ts';
export { reviewContactDetails } from './reviews.ts';
