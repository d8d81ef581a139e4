import { actions } from 'astro:actions';
import Button from '../../../ui/Button.tsx';
import Card from '../../../ui/Card.tsx';
import Field from '../../../ui/forms/Field.tsx';
import FormAlert from '../../../ui/forms/FormAlert.tsx';
import PasswordField from './PasswordField.tsx';

interface Props {
  /** What went wrong with the last attempt, shown above the fields. */
  problem?: string | undefined;
  /** The e-mail address typed last time (never the password or the code). */
  email: string;
}

export default function LoginForm({ problem, email }: Props) {
  const invalid = problem ? true : undefined;
  return (
    <Card className="mx-auto max-w-md p-6 md:p-8">
      <h1 className="font-serif text-2xl font-bold text-navy">Owner sign-in</h1>
      <p className="mt-1 text-muted">For the site owner only. You need your password and the code from your authenticator app.</p>
      <form method="post" action={`/admin/login${actions.admin.signIn.toString()}`} className="mt-6 space-y-5">
        <FormAlert id="login-problem" problem={problem ? { message: problem } : undefined} />
        <Field
          idPrefix="login"
          name="email"
          label="Email"
          type="email"
          required
          maxLength={254}
          autoComplete="username"
          defaultValue={email}
          invalid={invalid}
          describedBy={problem ? 'login-problem' : undefined}
        />
        <PasswordField idPrefix="login" invalid={invalid} />
        <Field
          idPrefix="login"
          name="code"
          label="Authentication code"
          hint="The 6-digit code from your authenticator app, or one of your backup codes."
          required
          inputMode="numeric"
          maxLength={11}
          autoComplete="one-time-code"
          spellCheck={false}
          invalid={invalid}
        />
        <Button type="submit" size="lg" className="w-full">
          Sign in
        </Button>
      </form>
    </Card>
  );
}
