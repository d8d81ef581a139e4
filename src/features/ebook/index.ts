// What other code may use of this feature, safe in the browser; server code is in index.server.ts.
export { default as DownloadLinkProblem } from './components/DownloadLinkProblem.tsx';
export { default as EbookOffer } from './components/EbookOffer.tsx';
export { default as SignupList } from './components/SignupList.tsx';
export { POPUP_SEEN_KEY } from './components/popup-memory.ts';
export { ebookMailOf, validateEbook } from './schema.ts';
