import type { ReactNode } from 'react';
import Card from './Card.tsx';

interface Props {
  children: ReactNode;
  /** Its margin above, where it follows something. */
  className?: string | undefined;
}

/** What a list says when it has nothing to show: one muted line on a card. */
export default function EmptyState({ children, className }: Props) {
  return (
    <Card as="p" className={`p-8 text-center text-muted ${className ?? ''}`.trim()}>
      {children}
    </Card>
  );
}
