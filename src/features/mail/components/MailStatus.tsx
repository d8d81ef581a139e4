import StatusBadge from '../../../ui/StatusBadge.tsx';
import type { MailView } from '../mail-view.ts';

interface Props {
  mail: MailView;
  /** Shown before the state; the message's own kind ("Request to approve") when not given. */
  label?: string | undefined;
}

/** One message's real state, from the outbox, linked to its place there: never "sent" before the mail server took it. */
export default function MailStatus({ mail, label = mail.what }: Props) {
  return (
    <p className="text-sm [overflow-wrap:anywhere]">
      <a href={mail.href} className="font-semibold text-ocean underline">
        {label}
      </a>{' '}
      <StatusBadge status={mail.status} label={mail.statusLabel} /> {mail.state}
    </p>
  );
}
