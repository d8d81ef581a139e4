import type { FormProblem } from './fields.ts';

interface ActionOutcome {
  data?: unknown;
  error?: { message: string; status?: number } | undefined;
}

export interface FormState {
  succeeded: boolean;
  problem?: FormProblem | undefined;
  values: Record<string, string>;
  submissionId: string;
}

/**
 * What a form page shows after a plain (no-JavaScript) POST: the thank-you, or the first problem
 * with everything the visitor typed. A fresh submission id is issued for every render.
 * `failure.message`, when given, replaces the server's own words for a failure that is not the
 * visitor's doing (the rate limit's message, which says how long to wait, is kept), as the form's
 * script does with JavaScript.
 */
export function formState(
  outcome: ActionOutcome | undefined,
  posted: { values: Record<string, string>; problem?: FormProblem | undefined } | undefined,
  failure: { title: string; message?: string },
): FormState {
  const submissionId = crypto.randomUUID();
  if (!outcome) return { succeeded: false, values: {}, submissionId };
  if (!outcome.error) return { succeeded: true, values: {}, submissionId };
  const message = failure.message !== undefined && outcome.error.status !== 429 ? failure.message : outcome.error.message;
  const problem = posted?.problem ?? { field: '', title: failure.title, message };
  return { succeeded: false, problem, values: posted?.values ?? {}, submissionId };
}
