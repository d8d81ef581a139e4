import { useCallback, useRef, useState, useTransition, type SubmitEvent } from 'react';
import { formValues, type FormProblem, type Validation } from './fields.ts';
import type { FormState } from './state.ts';
import type { Locale } from '../../i18n/locales.ts';
import { newSubmissionId } from './submission-id.ts';
import { useHydrated } from '../use-hydrated.ts';
import { useToasts } from '../use-toasts.ts';

export interface ActionAnswer {
  data?: unknown;
  error?: { message: string; status?: number } | undefined;
}

/** What every public form component gets from its page. */
export interface PublicFormProps<Words, Checks> {
  /** What the server rendered: a fresh form, or what a plain POST came back with. */
  initial: FormState;
  language: Locale;
  messages: Words;
  validation: Checks;
}

export interface ActionFormOptions {
  /** What the server rendered: a fresh form, or what a plain POST came back with. */
  initial: FormState;
  validate: (values: Record<string, string>) => Validation<unknown>;
  send: (form: FormData) => Promise<ActionAnswer>;
  /** Title and message for a failure the server reported, or a network failure. */
  failure: (error: ActionAnswer['error'] | 'network') => FormProblem;
  /** Whether validation problems are also shown as a toast (besides next to the field). */
  toastProblems?: boolean;
  /** With what the action answered (e.g. whether an e-mail was queued). */
  onSuccess?: (data: unknown) => void;
}

/** The usual failure: the server's own words when it gave some, otherwise the form's. */
export const serverOrOwnFailure =
  (title: string, words: { network: string; failed: string }) =>
  (error: ActionAnswer['error'] | 'network'): FormProblem => ({
    field: '',
    title,
    message: error === 'network' ? words.network : error?.message || words.failed,
  });

/**
 * A form that posts to an Astro Action: without JavaScript the browser posts it and the server answers
 * with the page; with it, the same checks run here first and the action is called without a reload.
 */
export function useActionForm({ initial, validate, send, failure, toastProblems = true, onSuccess }: ActionFormOptions) {
  const [succeeded, setSucceeded] = useState(initial.succeeded);
  const [problem, setProblem] = useState<FormProblem | undefined>(initial.problem);
  const [alert, setAlert] = useState<FormProblem | undefined>(initial.problem);
  const [values, setValues] = useState(initial.values);
  const [submissionId, setSubmissionId] = useState(initial.submissionId);
  // Remounting the fields empties them: React does not reset what the visitor typed otherwise.
  const [generation, setGeneration] = useState(0);
  const [busy, startTransition] = useTransition();
  const sending = useRef(false);
  const { toasts, showToast } = useToasts();
  // The browser's own checks apply until our script can run the same ones with our messages.
  const hydrated = useHydrated();

  const report = useCallback(
    (form: HTMLFormElement, found: FormProblem, toast: boolean) => {
      setProblem(found);
      const control = found.field ? form.elements.namedItem(found.field) : null;
      const first = control instanceof RadioNodeList ? control[0] : control;
      if (first instanceof HTMLElement) first.focus();
      if (toast || !(first instanceof HTMLElement)) showToast({ title: found.title, message: found.message, variant: 'destructive' });
    },
    [showToast],
  );

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const read = formValues(data);
    const checked = read.ok ? validate(read.data) : read;
    setAlert(undefined);
    setSucceeded(false);
    if (!checked.ok) {
      report(form, checked.problem, toastProblems);
      return;
    }
    setProblem(undefined);
    sending.current = true;
    startTransition(async () => {
      try {
        const answer = await send(data);
        if (answer.error) report(form, failure(answer.error), true);
        else {
          setValues({});
          setSubmissionId(newSubmissionId());
          setGeneration((g) => g + 1);
          setSucceeded(true);
          onSuccess?.(answer.data);
        }
      } catch {
        report(form, failure('network'), true);
      } finally {
        sending.current = false;
      }
    });
  };

  const errorFor = (field: string) => (problem?.field === field ? problem.message : undefined);

  /** Back to the form after a success, for another submission. */
  const again = () => setSucceeded(false);

  return { onSubmit, hydrated, busy, values, submissionId, generation, alert, errorFor, toasts, showToast, succeeded, again };
}
