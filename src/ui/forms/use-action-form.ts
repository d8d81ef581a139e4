import { useCallback, useEffect, useRef, useState, useTransition, type SubmitEvent } from 'react';
import { formValues, type FormProblem, type Validation } from './fields.ts';
import type { FormState } from './state.ts';
import type { Locale } from '../../i18n/locales.ts';
import { newSubmissionId } from './submission-id.ts';

export interface ActionAnswer {
  data?: unknown;
  error?: { message: string; status?: number } | undefined;
}

/** What every public form component gets from its page. */
export interface PublicFormProps<Words, Checks> {
  /** What the server rendered: a fresh form, or what a plain POST came back with. */
  initial: FormState;
  locale: Locale;
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
 * Either way the submission ends on its result: the confirmation, or the summary of every problem,
 * which the form gives `holdsResult`, and which is then scrolled into view and focused.
 */
export function useActionForm({ initial, validate, send, failure, onSuccess }: ActionFormOptions) {
  const [succeeded, setSucceeded] = useState(initial.succeeded);
  const [problems, setProblems] = useState<FormProblem[]>(initial.problems);
  const [values, setValues] = useState(initial.values);
  const [submissionId, setSubmissionId] = useState(initial.submissionId);
  // Remounting the fields empties them: React does not reset what the visitor typed otherwise.
  const [generation, setGeneration] = useState(0);
  // How many submissions have had their answer: each one brings its result into view.
  const [answers, setAnswers] = useState(0);
  const [busy, startTransition] = useTransition();
  const sending = useRef(false);
  /** The confirmation or the problem summary, whichever is shown. */
  const result = useRef<HTMLElement | null>(null);
  /** The ref for it: the form gives it to whichever it shows. */
  const holdsResult = useCallback((element: HTMLElement | null) => {
    result.current = element;
  }, []);

  useEffect(() => {
    const shown = result.current;
    if (answers === 0 || !shown) return;
    // A modal dialog stays where it is; the page behind it must not move.
    if (!shown.closest('dialog')) shown.scrollIntoView({ block: 'start' });
    shown.focus({ preventScroll: true });
  }, [answers]);

  const answer = (found: FormProblem[]) => {
    setProblems(found);
    setAnswers((n) => n + 1);
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    const data = new FormData(event.currentTarget);
    const read = formValues(data);
    const checked = read.ok ? validate(read.data) : read;
    setSucceeded(false);
    if (!checked.ok) {
      answer(checked.problems);
      return;
    }
    sending.current = true;
    startTransition(async () => {
      try {
        const reply = await send(data);
        if (reply.error) answer([failure(reply.error)]);
        else {
          setValues({});
          setSubmissionId(newSubmissionId());
          setGeneration((g) => g + 1);
          setSucceeded(true);
          answer([]);
          onSuccess?.(reply.data);
        }
      } catch {
        answer([failure('network')]);
      } finally {
        sending.current = false;
      }
    });
  };

  const errorFor = (field: string) => problems.find((problem) => problem.field === field)?.message;

  /** Back to the form after a success, for another submission. */
  const again = () => {
    setSucceeded(false);
    setProblems([]);
  };

  return { onSubmit, busy, values, submissionId, generation, problems, errorFor, succeeded, again, holdsResult };
}
