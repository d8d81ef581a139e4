// What other code may use of this feature, safe in the browser; server code is in index.server.ts.
export { default as MailList } from './components/MailList.tsx';
export { default as MailStatus } from './components/MailStatus.tsx';
export { aboutHref, mailKindName } from './mail-view.ts';
export type { MailView, OutboxEntry } from './mail-view.ts';
