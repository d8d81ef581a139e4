// What other code may use of this feature on the server.
export { checkEbookLink, createEbookLink, ebookDownloadUrl } from './download-links.server.ts';
export { ebookPdfResponse } from './download.server.ts';
export { EDITIONS } from './editions.server.ts';
export { listSignups, saveEbookSignup, signupsCsvRows } from './signups.server.ts';
export { POPUP_SEEN_KEY } from './components/popup-memory.ts';
