import type { ReactNode } from 'react';

interface Props {
  /** Text, or text with a link to what it is about. */
  message?: ReactNode;
  /** A bold line above the message. */
  title?: string | undefined;
  tone?: 'ok' | 'error' | undefined;
  /** Inside a live region already on the page (FormAlert): no role of its own and no margin below. */
  inRegion?: boolean | undefined;
  /** For a field's aria-describedby. */
  id?: string | undefined;
}

// Dark text on the light tint: readable (WCAG AA) at any size.
const TONE = { ok: 'bg-leaf/10 text-ink ring-leaf', error: 'bg-coral/10 text-ink ring-coral' } as const;

/** What happened (a save, a refusal): a tinted box, announced as a status or, for a problem, an alert. */
export default function Notice({ message, title, tone = 'ok', inRegion = false, id }: Props) {
  if (!message && !title) return null;
  const role = inRegion ? undefined : tone === 'error' ? 'alert' : 'status';
  const className = `${inRegion ? '' : 'mb-6 '}rounded-lg p-4 ring-1 ${TONE[tone]}`;
  if (!title) {
    return (
      <p id={id} role={role} className={className}>
        {message}
      </p>
    );
  }
  return (
    <div id={id} role={role} className={className}>
      <p className="font-bold">{title}</p>
      <p>{message}</p>
    </div>
  );
}
