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
  children: ReactNode;
}

export default function AdminLayout({ current, signedIn, badges, children }: Props) {
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
        {children}
      </main>
    </>
  );
}
