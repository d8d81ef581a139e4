// Dark text on light tints: readable at this small size (WCAG AA contrast).
const TONE: Record<string, string> = {
  new: 'bg-sun/40',
  replied: 'bg-leaf/20',
  approved: 'bg-leaf/20',
  archived: 'bg-slate-200',
  declined: 'bg-coral/20',
  preparing: 'bg-sky',
  waiting: 'bg-sun/40',
  published: 'bg-leaf/20',
  withdrawn: 'bg-slate-200',
  queued: 'bg-sun/40',
  retrying: 'bg-coral/20',
  sent: 'bg-leaf/20',
  'not-sent': 'bg-slate-200',
  dead: 'bg-coral/20',
};

interface Props {
  status: string;
  /** The words shown, where they differ from the stored status ("waiting" → "waiting for the teller"). */
  label?: string | undefined;
}

export default function StatusBadge({ status, label = status }: Props) {
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold text-ink capitalize ${TONE[status] ?? 'bg-slate-200'}`}>
      {label}
    </span>
  );
}
