import type { FormProblem } from './fields.ts';

/** The problem a plain (no-JavaScript) POST came back with; with JavaScript, toasts say it instead. */
export default function FormAlert({ problem }: { problem?: FormProblem | undefined }) {
  return (
    <div role="alert" className="empty:hidden">
      {problem && (
        <div className="rounded-lg bg-coral/10 p-4 text-coral ring-1 ring-coral">
          <p className="font-bold">{problem.title}</p>
          <p>{problem.message}</p>
        </div>
      )}
    </div>
  );
}
