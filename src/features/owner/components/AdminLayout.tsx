import type { ReactNode } from 'react';
import AdminNav from './AdminNav.tsx';
import type { WaitingBadges } from '../today.ts';

interface Props {
  /** The path of the page shown; the navigation marks it. */
  current: string;
  /** The login page has no navigation and no sign-out button. */
  signedIn: boolean;
  /** The navigation's counts of what waits on each page. */
  badges?: WaitingBadges | undefined;
  /** Backup codes left, when few are: every page asks for a new set. */
  fewBackupCodes?: number | undefined;
  children: ReactNode;
}

export default function AdminLayout({ current, signedIn, badges, fewBackupCodes, children }: Props) {
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      {signedIn && <AdminNav current={current} badges={badges} />}
      <main id="main" className="mx-auto max-w-6xl px-4 py-8">
        {fewBackupCodes !== undefined && (
          <p className="mb-6 rounded-lg bg-sun/20 p-4 ring-1 ring-sun">
            <strong>{fewBackupCodes === 0 ? 'You have no backup codes left.' : `Only ${fewBackupCodes} backup code${fewBackupCodes === 1 ? '' : 's'} left.`}</strong>{' '}
            <a href="/admin/backup-codes" className="font-semibold text-navy underline">
              Make new backup codes
            </a>{' '}
            to sign in when your authenticator app cannot.
          </p>
        )}
        {children}
      </main>
    </>
  );
}
