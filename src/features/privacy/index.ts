// What other code may use of this feature, safe in the browser; server code is in index.server.ts.
export { default as PrivacyConfirm } from './components/PrivacyConfirm.tsx';
export type { PrivacyConfirmView } from './components/PrivacyConfirm.tsx';
export { default as PrivacyRequestForm } from './components/PrivacyRequestForm.tsx';
export { default as PrivacyRequestList } from './components/PrivacyRequestList.tsx';
export type { PrivacyRequestRow } from './components/PrivacyRequestList.tsx';
export { addWorkingDays } from './working-days.ts';
