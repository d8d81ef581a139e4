import type { ReactNode } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import FormAlert from './FormAlert.tsx';
import Honeypot from './Honeypot.tsx';
import type { useActionForm } from './use-action-form.ts';

interface Props {
  form: ReturnType<typeof useActionForm>;
  /** The action's address (`actions.x.toString()`): where the browser posts without JavaScript. */
  action: string;
  /** The page's language: the server answers in it, with or without JavaScript. */
  language: Locale;
  honeypotLabel: string;
  /** Sent with the form, so that a double submit stores one row (forms that keep one row per address have none). */
  withSubmissionId?: boolean;
  /** The no-JavaScript answer's problem above the fields (the popup shows its problems as toasts only). */
  withAlert?: boolean;
  className: string;
  children: ReactNode;
}

/** A form that posts to an Astro Action, with the parts every public form has. */
export default function ActionForm({ form, action, language, honeypotLabel, withSubmissionId = true, withAlert = true, className, children }: Props) {
  return (
    <form key={form.generation} method="POST" action={action} noValidate={form.hydrated} onSubmit={form.onSubmit} className={className}>
      {withAlert && <FormAlert problem={form.alert} />}
      {withSubmissionId && <input type="hidden" name="submissionId" value={form.submissionId} />}
      <input type="hidden" name="language" value={language} />
      <Honeypot label={honeypotLabel} />
      {children}
    </form>
  );
}
