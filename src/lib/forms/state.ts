import type { FormProblem } from './fields.ts';

interface ActionOutcome {
  data?: unknown;
  error?: { message: string } | undefined;
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
 */
export function formState(
  outcome: ActionOutcome | undefined,
  posted: { values: Record<string, string>; problem?: FormProblem | undefined } | undefined,
  failureTitle: string,
): FormState {
  const submissionId = crypto.randomUUID();
  if (!outcome) return { succeeded: false, values: {}, submissionId };
  if (!outcome.error) return { succeeded: true, values: {}, submissionId };
  const problem = posted?.problem ?? { field: '', title: failureTitle, message: outcome.error.message };
  return { succeeded: false, problem, values: posted?.values ?? {}, submissionId };
}
