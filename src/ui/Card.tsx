import { createElement, type ComponentPropsWithoutRef, type HTMLAttributes } from 'react';

type CardElement = 'div' | 'section' | 'article' | 'li' | 'ul' | 'p' | 'figure' | 'form' | 'a';

type Props<E extends CardElement> = { as?: E; className?: string | undefined } & Omit<ComponentPropsWithoutRef<E>, 'className'>;

/**
 * The white card on the cream page: rounded, a light shadow, a sky ring. Its padding and layout come from
 * `className` (p-5 in the owner's lists, p-6 md:p-8 around a form, …); `as` keeps the element's meaning.
 * A word longer than the card (a visitor's link, a string of symbols) wraps rather than widening the page.
 */
export default function Card<E extends CardElement = 'div'>({ as, className, ...rest }: Props<E>) {
  // Props checked the attributes against the element; TypeScript cannot follow them through the union of elements.
  const props = { ...rest, className: `rounded-2xl bg-white shadow-sm ring-1 ring-sky [overflow-wrap:anywhere] ${className ?? ''}`.trim() } as HTMLAttributes<HTMLElement>;
  return createElement(as ?? 'div', props);
}
