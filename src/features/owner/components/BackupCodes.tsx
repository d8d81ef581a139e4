import Button from '../../../ui/Button.tsx';
import Card from '../../../ui/Card.tsx';
import FormAlert from '../../../ui/forms/FormAlert.tsx';
import PasswordField from './PasswordField.tsx';

interface Props {
  /** Backup codes of the signed-in owner not used yet. */
  left: number;
  /** How many a set has, and at or below how many the owner area warns. */
  inASet: number;
  few: number;
  /** The set just made: shown in this answer only. */
  codes?: string[] | undefined;
  /** Why the last post made no new set. */
  problem?: string | undefined;
  /** Where the form posts (the page, with its action). */
  action: string;
}

/** The owner's backup codes: how many are left, and a new set (shown once) for the password. Plain form, no JavaScript. */
export default function BackupCodes({ left, inASet, few, codes, problem, action }: Props) {
  return (
    <>
      <h1 className="font-serif text-3xl font-bold text-navy">Backup codes</h1>
      <p className="mt-1 max-w-3xl text-muted">
        A backup code signs you in once, in place of the code from your authenticator app: when your phone is lost, or when the app&rsquo;s codes
        are paused because someone tried wrong ones on your account. Keep them somewhere safe, away from your password.
      </p>
      {codes ? (
        <Card as="section" aria-labelledby="new-codes-heading" className="mt-6 p-5">
          <h2 id="new-codes-heading" className="font-serif text-xl font-bold text-navy">
            Your new backup codes
          </h2>
          <p className="mt-1 text-muted">
            Write them down or print this page now: they are shown only this once. Your old backup codes no longer work.
          </p>
          <ul aria-label="New backup codes" className="mt-4 grid max-w-md grid-cols-2 gap-2 font-mono text-lg">
            {codes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
        </Card>
      ) : (
        // A standing warning, not news: no live region (the form's alert is the page's one).
        <p className={left <= few ? 'mt-6 rounded-lg bg-sun/20 p-4 ring-1 ring-sun' : 'mt-6'}>
          {left <= few ? (
            <>
              <strong>{left === 0 ? 'You have no backup codes left.' : `Only ${left} of your ${inASet} backup codes ${left === 1 ? 'is' : 'are'} left.`}</strong> Make a new
              set below, so you can still sign in without your authenticator app.
            </>
          ) : (
            `${left} of your ${inASet} backup codes are left.`
          )}
        </p>
      )}
      <Card as="form" method="post" action={action} className="mt-6 max-w-md space-y-5 p-5">
        <h2 className="font-serif text-xl font-bold text-navy">Make new backup codes</h2>
        <p className="text-muted">A new set of {inASet} replaces the old one at once. Enter your password to confirm it is you.</p>
        <FormAlert id="backup-codes-problem" problem={problem ? { message: problem } : undefined} />
        <PasswordField idPrefix="backup-codes" invalid={problem ? true : undefined} describedBy={problem ? 'backup-codes-problem' : undefined} />
        <Button type="submit">Make new backup codes</Button>
      </Card>
    </>
  );
}
