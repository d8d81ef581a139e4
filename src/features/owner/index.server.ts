// What other code may use of this feature on the server.
export { signInWithForm } from './auth/login.server.ts';
export { OwnerInputError, createOwner } from './auth/owners.server.ts';
export { BACKUP_CODES_IN_A_SET, FEW_BACKUP_CODES, backupCodesLeft, makeNewBackupCodes, ownerIdByEmail } from './auth/backup-codes.server.ts';
export { reencryptTwoFactorSecrets } from './auth/reencrypt-two-factor.server.ts';
export { SESSION_ENDED_CHANNEL, endSession, getAdminSession } from './auth/session.server.ts';
export { parseSetCookie } from './auth/set-cookie.server.ts';
export { csvFilename, csvResponse, toCsv } from './csv.server.ts';
export { loadDashboard } from './dashboard.server.ts';
export { loadToday, waitingCounts } from './today.server.ts';
export type { WaitingCounts } from './today.server.ts';
export { guardAdmin, isPrivatePath } from './guard.server.ts';
export { createOwnerDigestQueue, noteForOwner, startOwnerDigestWorker } from './notifications.server.ts';
export { addSynonyms, answerEnquiryAction, newBackupCodesAction, askTellerAction, declineStoryAction, enquiryStatus, prepareStoryAction, privacyDoneAction, removeSynonyms, mediaStatus, retryEmailAction, reviewMode, reviewStatus, storyMailLocaleAction, storyStatus, syncMedia } from './owner-actions.server.ts';
export { formatResponseDate } from './format.server.ts';
export { ownerForm, type OwnerForm } from './owner-action.server.ts';
