import Notice from '../Notice.tsx';

interface Props {
  /** A form's problem (FormProblem), or a message alone. */
  problem?: { title?: string | undefined; message: string } | undefined;
  /** The problem's id, for a field's aria-describedby. */
  id?: string | undefined;
}

/**
 * Why a plain POST to a page without a form island was refused (the teller's pages, the owner's sign-in),
 * above the fields; public forms list their problems in ErrorSummary. The alert region is on the page
 * before the problem, so that screen readers announce it.
 */
export default function FormAlert({ problem, id }: Props) {
  return (
    <div role="alert" className="empty:hidden">
      {problem && <Notice tone="error" title={problem.title} message={problem.message} id={id} inRegion />}
    </div>
  );
}
