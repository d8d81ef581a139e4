import type { ButtonHTMLAttributes } from 'react';
import { buttonLook, type ButtonSize, type ButtonVariant } from './button-look.ts';

interface Props extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** Always said: a button in a form submits it unless told otherwise. */
  type: 'submit' | 'button' | 'reset';
  variant?: ButtonVariant | undefined;
  size?: ButtonSize | undefined;
}

/** A <button> in one of the site's button looks; every other attribute (name, value, form, aria-*) passes through. */
export default function Button({ type, variant = 'primary', size = 'md', className, children, ...rest }: Props) {
  return (
    <button type={type} className={buttonLook(variant, size, `disabled:cursor-not-allowed disabled:opacity-60 ${className ?? ''}`.trim())} {...rest}>
      {children}
    </button>
  );
}
