import { restoreBackup, type RestoreResult } from '../../platform/db/restore.ts';
import { reapplyErasures } from './erase.server.ts';

/**
 * What `npm run db:restore` does (ADR 050): the backup is loaded, all or nothing, keeping the suppression
 * list of the database it replaces; then every address on that list is erased again, so erasures made
 * since the backup was taken hold.
 */
export async function restoreKeepingErasures(adminUrl: string, file: string, options: { force?: boolean | undefined } = {}): Promise<RestoreResult> {
  const restored = await restoreBackup(adminUrl, file, options);
  if (restored.erasures > 0) await reapplyErasures();
  return restored;
}
