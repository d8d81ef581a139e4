import Notice from '../Notice.tsx';

interface Props {
  /** A form's problem (FormProblem), or a message alone. */
  problem?: { title?: string | undefined; message: string } | undefined;
  /** The problem's id, for a field's aria-describedby. */
  id?: string | undefined;
}

/**
 * Why a plain (no-JavaScript) POST was refused, above the fields; with JavaScript, toasts say it instead. The
 * alert region is on the page before the problem, so that screen readers announce it.
 */
export default function FormAlert({ problem, id }: Props) {
  return (
    <div role="alert" className="empty:hidden">
      {problem && <Notice tone="error" title={problem.title} message={problem.message} id={id} inRegion />}
    </div>
  );
}
