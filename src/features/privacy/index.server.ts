// What other code may use of this feature on the server.
export { createPrivacyLink, privacyLinkUrl } from './links.server.ts';
export { copyAttachments } from './copy.server.ts';
export { carryOutPrivacyRequest, listPrivacyRequests, markPrivacyRequestDone, privacyConfirmPage, privacyRequestsWaiting, requestPrivacy } from './requests.server.ts';
export { validatePrivacyConfirm, validatePrivacyRequest } from './schema.ts';
export type { PrivacyConfirmInput, PrivacyRequestInput } from './schema.ts';
export { createPrivacyQueues, startPrivacyWorkers } from './jobs.server.ts';
export { runRetention } from './retention.server.ts';
export { restoreKeepingErasures } from './restore.server.ts';
