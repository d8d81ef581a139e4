import { formValues, type FormProblem, type Validation } from '../lib/forms/fields.ts';
import { showToast } from './toast.ts';

interface SendResult {
  error?: { message: string; status?: number } | undefined;
}

export interface EnhanceOptions {
  validate: (values: Record<string, string>) => Validation<unknown>;
  send: (form: FormData) => Promise<SendResult>;
  onSuccess: (form: HTMLFormElement) => void;
  /** Title and message for a failure the server reported, or a network failure. */
  failure: (error: SendResult['error'] | 'network') => FormProblem;
  /** Whether validation problems are also shown as a toast (besides next to the field). */
  toastProblems?: boolean;
}

/** A v4 UUID that also works on plain-HTTP origins, where crypto.randomUUID is unavailable. */
export function newSubmissionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Empties every field (reset() would bring back values a server render filled in). */
function clearForm(form: HTMLFormElement) {
  for (const el of form.elements) {
    if (el instanceof HTMLInputElement) {
      if (el.type === 'checkbox' || el.type === 'radio') el.checked = false;
      else if (el.type !== 'hidden') el.value = '';
    } else if (el instanceof HTMLTextAreaElement) el.value = '';
    else if (el instanceof HTMLSelectElement) el.selectedIndex = 0;
  }
  form.dispatchEvent(new Event('change'));
}

function clearProblems(form: HTMLFormElement) {
  form.querySelectorAll('[data-field-error]').forEach((el) => (el.textContent = ''));
  form.querySelectorAll('[aria-invalid]').forEach((el) => el.removeAttribute('aria-invalid'));
  const alert = form.querySelector('[data-form-alert]');
  if (alert) alert.textContent = '';
}

export function showProblem(form: HTMLFormElement, problem: FormProblem, toast: boolean) {
  clearProblems(form);
  const field = problem.field ? form.querySelector<HTMLElement>(`[data-field="${problem.field}"]`) : null;
  if (field) {
    const error = field.querySelector('[data-field-error]');
    if (error) error.textContent = problem.message;
    const control = field.querySelector<HTMLInputElement>('input, textarea, select');
    control?.setAttribute('aria-invalid', 'true');
    control?.focus();
  }
  if (toast || !field) showToast({ title: problem.title, message: problem.message, variant: 'destructive' });
}

/** Progressive enhancement: same checks as the server, then send without a page reload. */
export function enhanceForm(form: HTMLFormElement, options: EnhanceOptions) {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const label = button?.textContent ?? '';
  form.noValidate = true;
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (button?.disabled) return;
    const data = new FormData(form);
    const values = formValues(data);
    const checked = values.ok ? options.validate(values.data) : values;
    if (!checked.ok) {
      showProblem(form, checked.problem, options.toastProblems ?? true);
      return;
    }
    clearProblems(form);
    if (button) {
      button.disabled = true;
      button.textContent = button.dataset['busyLabel'] ?? label;
    }
    try {
      const result = await options.send(data);
      if (result.error) showProblem(form, options.failure(result.error), true);
      else {
        clearForm(form);
        const id = form.querySelector<HTMLInputElement>('input[name="submissionId"]');
        if (id) id.value = newSubmissionId();
        options.onSuccess(form);
      }
    } catch {
      showProblem(form, options.failure('network'), true);
    } finally {
      if (button) {
        button.disabled = false;
        button.textContent = label;
      }
    }
  });
}
