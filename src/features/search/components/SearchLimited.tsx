import type { ReactNode } from 'react';
import type { Messages } from '../../../i18n/messages.ts';

interface Props {
  /** The search box (an island, given by the page with its hydration directive). */
  children: ReactNode;
  retryAfter: number;
  messages: Messages['search']['limited'];
}

/** Shown instead of results when an address searched too often (HTTP 429). */
export default function SearchLimited({ children, retryAfter, messages }: Props) {
  return (
    <div className="space-y-6">
      {children}
      <p role="alert" className="rounded-md bg-coral/10 px-4 py-3 text-coral">
        {messages.wait(retryAfter)}
      </p>
    </div>
  );
}
