// What other code may use of this feature, safe in the browser; server code is in index.server.ts.
export { default as NewsletterFooterForm } from './components/NewsletterFooterForm.tsx';
export { default as NewsletterPage } from './components/NewsletterPage.tsx';
export { default as NewsletterLinkPage } from './components/NewsletterLinkPage.tsx';
export type { NewsletterLinkView } from './components/NewsletterLinkPage.tsx';
export { default as NewsletterAdmin } from './components/NewsletterAdmin.tsx';
export type { NewsletterAdminProps } from './components/NewsletterAdmin.tsx';
export { NEWSLETTER_TOKEN } from './schema.ts';
