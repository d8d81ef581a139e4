import MailStatus from './MailStatus.tsx';
import type { MailView } from '../mail-view.ts';

interface Props {
  /** Names the list ("E-mails to the teller"). */
  label: string;
  mails: MailView[];
  /** Said when there is no message. */
  empty: string;
}

/** The messages about one enquiry, signup or story, newest first, each with its real state. */
export default function MailList({ label, mails, empty }: Props) {
  if (mails.length === 0) return <p className="text-sm text-muted">{empty}</p>;
  return (
    <ul aria-label={label} className="space-y-2">
      {mails.map((mail) => (
        <li key={mail.id}>
          <MailStatus mail={mail} />
        </li>
      ))}
    </ul>
  );
}
