import type { AnchorHTMLAttributes } from 'react';
import { buttonLook, type ButtonSize, type ButtonVariant } from './button-look.ts';

interface Props extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  variant?: ButtonVariant | undefined;
  size?: ButtonSize | undefined;
}

/** A link that looks like a button: it still goes somewhere (an <a>), it does nothing to the page. */
export default function ButtonLink({ variant = 'primary', size = 'md', className, children, ...rest }: Props) {
  return (
    <a className={buttonLook(variant, size, `inline-block ${className ?? ''}`.trim())} {...rest}>
      {children}
    </a>
  );
}
