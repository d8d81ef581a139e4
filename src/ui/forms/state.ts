import type { FormProblem } from './fields.ts';

interface ActionOutcome {
  data?: unknown;
  error?: { message: string; status?: number } | undefined;
}

export interface FormState {
  succeeded: boolean;
  /** What to fix: every field's problem, or one about the form as a whole (the server's own failure). */
  problems: FormProblem[];
  values: Record<string, string>;
  submissionId: string;
}

/**
 * What a form page shows after a plain (no-JavaScript) POST: the thank-you, or every problem with
 * everything the visitor typed. A fresh submission id is issued for every render.
 * `failure.message`, when given, replaces the server's own words for a failure that is not the
 * visitor's doing (the rate limit's message, which says how long to wait, is kept), as the form's
 * script does with JavaScript.
 */
export function formState(
  outcome: ActionOutcome | undefined,
  posted: { values: Record<string, string>; problems?: FormProblem[] | undefined } | undefined,
  failure: { title: string; message?: string },
): FormState {
  const submissionId = crypto.randomUUID();
  if (!outcome) return { succeeded: false, problems: [], values: {}, submissionId };
  if (!outcome.error) return { succeeded: true, problems: [], values: {}, submissionId };
  const message = failure.message !== undefined && outcome.error.status !== 429 ? failure.message : outcome.error.message;
  const problems = posted?.problems?.length ? posted.problems : [{ field: '', title: failure.title, message }];
  return { succeeded: false, problems, values: posted?.values ?? {}, submissionId };
}
