// What other code may use of this feature on the server.
export { parseCursor, responsesStream } from './live.server.ts';
export { heldReviews, holdsEveryReview, latestReviews, listResponses, responsesCsvRows, saveSurveyResponse, setHoldEveryReview, setReviewStatus } from './responses.server.ts';
