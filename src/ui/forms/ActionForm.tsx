import type { ReactNode } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import ErrorSummary from './ErrorSummary.tsx';
import Honeypot from './Honeypot.tsx';
import type { useActionForm } from './use-action-form.ts';

interface Props {
  form: ReturnType<typeof useActionForm>;
  /** The action's address (`actions.x.toString()`): where the browser posts without JavaScript. */
  action: string;
  /** The page's language: the server answers in it, with or without JavaScript. */
  locale: Locale;
  honeypotLabel: string;
  /** "There is a problem", above the list of problems. */
  summaryHeading: string;
  /**
   * The id of the form's result (the problem summary here, or the form's confirmation): a plain POST
   * lands on it, since the action's address ends with it as a fragment.
   */
  resultId?: string;
  /** How the form's field ids begin, for the summary's links. */
  idPrefix?: string;
  /** Sent with the form, so that a double submit stores one row (forms that keep one row per address have none). */
  withSubmissionId?: boolean;
  className: string;
  children: ReactNode;
}

/**
 * A form that posts to an Astro Action, with the parts every public form has. The browser's own checks
 * are off (`noValidate`), with or without JavaScript: they name one problem at a time, in the
 * browser's words; ours name every problem at once, in the page's language.
 */
export default function ActionForm({
  form,
  action,
  locale,
  honeypotLabel,
  summaryHeading,
  resultId = 'form-result',
  idPrefix = 'field',
  withSubmissionId = true,
  className,
  children,
}: Props) {
  return (
    <form key={form.generation} method="POST" action={`${action}#${resultId}`} noValidate onSubmit={form.onSubmit} className={className}>
      <ErrorSummary holdsResult={form.holdsResult} id={resultId} heading={summaryHeading} problems={form.problems} idPrefix={idPrefix} />
      {withSubmissionId && <input type="hidden" name="submissionId" value={form.submissionId} />}
      <input type="hidden" name="language" value={locale} />
      <Honeypot label={honeypotLabel} />
      {children}
    </form>
  );
}
