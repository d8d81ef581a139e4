import Field from './Field.tsx';
import { LIMITS } from '../../platform/limits.ts';

interface Props {
  label: string;
  hint?: string;
  required?: boolean;
  defaultValue?: string | undefined;
  error?: string | undefined;
  idPrefix?: string;
  autoComplete?: string;
}

/** The visitor's e-mail address: the same type, limit and autofill on every form. Required unless a form says otherwise. */
export function EmailField({ required = true, ...rest }: Props) {
  return <Field name="email" type="email" required={required} maxLength={LIMITS.email} autoComplete="email" {...rest} />;
}

/** The visitor's name: the same limit and autofill on every form. Optional unless a form says otherwise. */
export function NameField(props: Props) {
  return <Field name="name" maxLength={LIMITS.name} autoComplete="name" {...props} />;
}

/** The box that asks for the weekly digest: unticked until the visitor ticks it; its label is the consent stored. */
export function NewsletterOptIn({ label, idPrefix = 'field', defaultChecked = false }: { label: string; idPrefix?: string; defaultChecked?: boolean }) {
  const id = `${idPrefix}-newsletter`;
  return (
    <div className="flex items-start gap-3">
      <input id={id} name="newsletter" type="checkbox" defaultChecked={defaultChecked} className="mt-1 h-5 w-5" />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
