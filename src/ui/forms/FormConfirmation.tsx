import type { ReactNode } from 'react';

interface Props {
  /** The form's hold on what it shows as its result (see useActionForm), to focus it. */
  holdsResult?: ((element: HTMLElement | null) => void) | undefined;
  /** Also the fragment a plain POST lands on (the form's action ends with it). */
  id: string;
  heading: string;
  /** What was done and what happens next. */
  children: ReactNode;
  /** One next step for the visitor. */
  next?: { href: string; label: string } | undefined;
  className?: string;
}

/** The end of a successful submission: focused and in view, it says what happens next and where to go. */
export default function FormConfirmation({ holdsResult, id, heading, children, next, className = '' }: Props) {
  return (
    <section ref={holdsResult} id={id} tabIndex={-1} aria-labelledby={`${id}-heading`} className={className}>
      <h2 id={`${id}-heading`} className="font-serif text-2xl font-bold text-navy">
        {heading}
      </h2>
      {children}
      {next && (
        <p className="mt-4">
          <a href={next.href} className="font-semibold text-ocean underline underline-offset-2">
            {next.label}
          </a>
        </p>
      )}
    </section>
  );
}
