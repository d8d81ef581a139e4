import type { ReactNode } from 'react';
import ButtonLink from './ButtonLink.tsx';

interface Props {
  heading: string;
  text: ReactNode;
  /** Said after the text, when there is more to say. */
  children?: ReactNode;
  /** The one way on from here. */
  next?: { href: string; label: string } | undefined;
  /** The answer to what the person just did, announced as such. */
  status?: boolean;
}

/** A page that is only a message: something taken down, a private link that no longer works, a request carried out. */
export default function MessagePage({ heading, text, children, next, status = false }: Props) {
  return (
    <section role={status ? 'status' : undefined} className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="font-serif text-3xl font-bold text-navy">{heading}</h1>
      <p className="mt-4">{text}</p>
      {children}
      {next && (
        <ButtonLink href={next.href} size="lg" className="mt-8">
          {next.label}
        </ButtonLink>
      )}
    </section>
  );
}
