// What other code may use of this feature, safe in the browser; server code is in index.server.ts.
export { default as CookieNotice } from './components/CookieNotice.tsx';
export { default as LegalDocument } from './components/LegalDocument.tsx';
export { default as LegalLinks } from './components/LegalLinks.tsx';
