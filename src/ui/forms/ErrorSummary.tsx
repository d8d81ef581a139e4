import type { MouseEvent } from 'react';
import { HIDDEN_FIELDS, type FormProblem } from './fields.ts';

interface Props {
  /** The form's hold on what it shows as its result (see useActionForm), to focus it. */
  holdsResult?: ((element: HTMLElement | null) => void) | undefined;
  /** Also the fragment a plain POST lands on (the form's action ends with it). */
  id: string;
  /** "There is a problem", in the page's language. */
  heading: string;
  problems: FormProblem[];
  /** How the form's field ids begin (`field` → `#field-email`). */
  idPrefix: string;
}

/** With JavaScript a link moves focus to its field, with the field's label or legend in view. */
function focusField(event: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById(decodeURIComponent(event.currentTarget.hash.slice(1)));
  const control = target?.matches('input, select, textarea') ? target : target?.querySelector<HTMLElement>('input:checked, input, select, textarea');
  if (!target || !control) return;
  event.preventDefault();
  const caption = target.closest('fieldset')?.querySelector('legend') ?? document.querySelector(`label[for="${control.id}"]`) ?? control;
  caption.scrollIntoView({ block: 'start' });
  control.focus({ preventScroll: true });
}

/**
 * Every problem of a submission, each a link to its field (the GOV.UK error summary). A problem with the
 * form as a whole (the server could not store it, or asks to wait) has no field: its title heads the box.
 */
export default function ErrorSummary({ holdsResult, id, heading, problems, idPrefix }: Props) {
  if (problems.length === 0) return null;
  const only = problems.length === 1 ? problems[0] : undefined;
  const title = only && HIDDEN_FIELDS.has(only.field) ? only.title : heading;
  return (
    <section ref={holdsResult} id={id} tabIndex={-1} aria-labelledby={`${id}-heading`} className="rounded-lg bg-coral/10 p-4 text-ink ring-2 ring-coral">
      <h2 id={`${id}-heading`} className="text-lg font-bold">
        {title}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {problems.map((problem) => (
          <li key={`${problem.field}:${problem.message}`}>
            {HIDDEN_FIELDS.has(problem.field) ? (
              problem.message
            ) : (
              <a href={`#${idPrefix}-${problem.field}`} onClick={focusField} className="font-semibold underline underline-offset-2">
                {problem.message}
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
