interface Props {
  title: string;
  message?: string | undefined;
}

/** Why a plain form post was refused. Dark text on the light tint: readable (WCAG AA) at any size. */
export default function ProblemAlert({ title, message }: Props) {
  return (
    <div role="alert" className="empty:hidden">
      {message && (
        <div className="rounded-lg bg-coral/10 p-4 text-ink ring-1 ring-coral">
          <p className="font-bold">{title}</p>
          <p>{message}</p>
        </div>
      )}
    </div>
  );
}
