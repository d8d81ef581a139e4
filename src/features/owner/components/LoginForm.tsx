import { actions } from 'astro:actions';
import FormAlert from '../../../ui/forms/FormAlert.tsx';

const INPUT =
  'mt-1 block w-full rounded-md border border-muted/50 bg-white px-3 py-2 text-base text-ink aria-invalid:border-coral aria-invalid:ring-1 aria-invalid:ring-coral';

interface Props {
  /** What went wrong with the last attempt, shown above the fields. */
  problem?: string | undefined;
  /** The e-mail address typed last time (never the password or the code). */
  email: string;
}

export default function LoginForm({ problem, email }: Props) {
  const invalid = problem ? true : undefined;
  return (
    <div className="mx-auto max-w-md rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sky md:p-8">
      <h1 className="font-serif text-2xl font-bold text-navy">Owner sign-in</h1>
      <p className="mt-1 text-muted">For the site owner only. You need your password and the code from your authenticator app.</p>
      <form method="post" action={`/admin/login${actions.admin.signIn.toString()}`} className="mt-6 space-y-5">
        <FormAlert id="login-problem" problem={problem ? { message: problem } : undefined} />
        <div>
          <label htmlFor="login-email" className="block font-semibold text-navy">
            Email
          </label>
          <input
            id="login-email"
            name="email"
            type="email"
            required
            maxLength={254}
            autoComplete="username"
            defaultValue={email}
            className={INPUT}
            aria-invalid={invalid}
            aria-describedby={problem ? 'login-problem' : undefined}
          />
        </div>
        <div>
          <label htmlFor="login-password" className="block font-semibold text-navy">
            Password
          </label>
          <input
            id="login-password"
            name="password"
            type="password"
            required
            maxLength={128}
            autoComplete="current-password"
            className={INPUT}
            aria-invalid={invalid}
          />
        </div>
        <div>
          <label htmlFor="login-code" className="block font-semibold text-navy">
            Authentication code
          </label>
          <p id="login-code-hint" className="text-sm text-muted">
            The 6-digit code from your authenticator app, or one of your backup codes.
          </p>
          <input
            id="login-code"
            name="code"
            type="text"
            required
            inputMode="numeric"
            maxLength={11}
            autoComplete="one-time-code"
            spellCheck={false}
            aria-describedby="login-code-hint"
            className={INPUT}
            aria-invalid={invalid}
          />
        </div>
        <button type="submit" className="w-full rounded-full bg-ocean px-6 py-3 font-semibold text-white hover:bg-ocean-dark">
          Sign in
        </button>
      </form>
    </div>
  );
}
