// Dark text on light tints: readable at this small size (WCAG AA contrast).
const TONE: Record<string, string> = {
  new: 'bg-sun/40',
  replied: 'bg-leaf/20',
  approved: 'bg-leaf/20',
  archived: 'bg-slate-200',
  declined: 'bg-coral/20',
  queued: 'bg-sun/40',
  sent: 'bg-leaf/20',
  'not-sent': 'bg-slate-200',
  dead: 'bg-coral/20',
};

interface Props {
  status: string;
}

export default function StatusBadge({ status }: Props) {
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold text-ink capitalize ${TONE[status] ?? 'bg-slate-200'}`}>
      {status}
    </span>
  );
}
