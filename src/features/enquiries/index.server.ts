// What other code may use of this feature on the server.
export { enquiriesCsvRows, enquiryById, isEnquiryStatus, listEnquiries, saveEnquiry, setEnquiryStatus } from './enquiries.server.ts';
export type { EnquiryStatus } from './enquiries.server.ts';
export { ANSWER_FAILURES, answerEnquiry, answersOf, firstAttempt, markEnquiryReplied } from './answers.server.ts';
export { validateAnswerEnquiry } from './answer-schema.ts';
export { enquiryDetail } from './detail.server.ts';
export type { AnswerEnquiryInput } from './answer-schema.ts';
export { serviceLabel } from './services.ts';
