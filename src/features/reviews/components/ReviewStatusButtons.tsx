import { actions } from 'astro:actions';
import type { ReviewStatus } from '../../../platform/limits.ts';
import Button from '../../../ui/Button.tsx';
import type { ButtonVariant } from '../../../ui/button-look.ts';

interface Props {
  id: string;
  status: ReviewStatus;
  /** The owner page the form comes back to ("/admin/responses"). */
  page: string;
  /** Whose response it is, so each button says which one it acts on. */
  who: string;
}

/** What the owner can do with one response: approve or hide a held one, hide a published one, show a hidden one. */
export default function ReviewStatusButtons({ id, status, page, who }: Props) {
  const choices: { to: string; label: string; variant: ButtonVariant }[] =
    status === 'held'
      ? [
          { to: 'published', label: 'Approve', variant: 'primary' },
          { to: 'hidden', label: 'Hide', variant: 'secondary' },
        ]
      : status === 'published'
        ? [{ to: 'hidden', label: 'Hide from public reviews', variant: 'secondary' }]
        : [{ to: 'published', label: 'Show in public reviews', variant: 'secondary' }];
  return (
    <form method="post" action={`${page}${actions.admin.setReviewStatus.toString()}`} className="flex flex-wrap gap-2">
      <input type="hidden" name="id" value={id} />
      {choices.map((choice) => (
        <Button
          key={choice.to}
          type="submit"
          name="status"
          value={choice.to}
          aria-label={status === 'held' ? `${choice.label} the review from ${who}` : undefined}
          variant={choice.variant}
          size="sm"
        >
          {choice.label}
        </Button>
      ))}
    </form>
  );
}
