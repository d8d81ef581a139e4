// What other code may use of this feature, safe in the browser; server code is in index.server.ts.
export { default as AdminLayout } from './components/AdminLayout.tsx';
export { default as BackupCodes } from './components/BackupCodes.tsx';
export { default as LoginForm } from './components/LoginForm.tsx';
export { default as Outbox } from './components/Outbox.tsx';
export { default as OutboxDetail } from './components/OutboxDetail.tsx';
export { default as Overview } from './components/Overview.tsx';
export type { REVIEW_MODES } from './schema.ts';
