import { actions } from 'astro:actions';
import type { ReviewStatus } from '../../../platform/limits.ts';

interface Props {
  id: string;
  status: ReviewStatus;
  /** The owner page the form comes back to ("/admin/responses"). */
  page: string;
  /** Whose response it is, so each button says which one it acts on. */
  who: string;
}

const BUTTON = 'rounded-md border px-3 py-1.5 text-sm font-semibold';

/** What the owner can do with one response: approve or hide a held one, hide a published one, show a hidden one. */
export default function ReviewStatusButtons({ id, status, page, who }: Props) {
  const choices =
    status === 'held'
      ? [
          { to: 'published', label: 'Approve', tone: 'border-leaf text-ink hover:bg-leaf/10' },
          { to: 'hidden', label: 'Hide', tone: 'border-coral text-ink hover:bg-coral/10' },
        ]
      : status === 'published'
        ? [{ to: 'hidden', label: 'Hide from public reviews', tone: 'border-ocean text-ocean hover:bg-sky/40' }]
        : [{ to: 'published', label: 'Show in public reviews', tone: 'border-ocean text-ocean hover:bg-sky/40' }];
  return (
    <form method="post" action={`${page}${actions.admin.setReviewStatus.toString()}`} className="flex flex-wrap gap-2">
      <input type="hidden" name="id" value={id} />
      {choices.map((choice) => (
        <button
          key={choice.to}
          type="submit"
          name="status"
          value={choice.to}
          aria-label={status === 'held' ? `${choice.label} the review from ${who}` : undefined}
          className={`${BUTTON} ${choice.tone}`}
        >
          {choice.label}
        </button>
      ))}
    </form>
  );
}
