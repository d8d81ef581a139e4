import { actions } from 'astro:actions';
import type { ResponseCardData } from '../response-card.ts';
import type { REVIEW_MODES } from '../../owner/index.ts';
import Button from '../../../ui/Button.tsx';
import Card from '../../../ui/Card.tsx';
import EmptyState from '../../../ui/EmptyState.tsx';
import Notice from '../../../ui/Notice.tsx';
import Pager from '../../../ui/Pager.tsx';
import ResponseCard from './ResponseCard.tsx';

const PAGE = '/admin/reviews';
const SELECTION_FORM = 'held-selection';

interface Props {
  mode: (typeof REVIEW_MODES)[number];
  /** One page of the held reviews, newest first. */
  held: ResponseCardData[];
  total: number;
  page: number;
  pages: number;
  notice?: { message: string; tone: 'ok' | 'error' } | undefined;
}

const MODES = [
  {
    value: 'publish',
    label: 'Publish reviews at once',
    hint: 'A review with a link, an e-mail address or a phone number still waits for you: that is how recruiters and scammers reach OFWs.',
  },
  { value: 'hold', label: 'Hold every review for me', hint: 'Nothing reaches the home page until you approve it.' },
] as const;

/** The owner's moderation page: when reviews are published, and the reviews waiting for an answer (no JavaScript needed). */
export default function HeldReviews({ mode, held, total, page, pages, notice }: Props) {
  return (
    <>
      <h1 className="font-serif text-3xl font-bold text-navy">Held reviews</h1>
      <p className="mt-1 text-muted">{total === 1 ? '1 review is waiting for you' : `${total} reviews are waiting for you`}</p>
      <div className="mt-6">
        <Notice message={notice?.message} tone={notice?.tone} />
      </div>

      <Card as="form" method="post" action={`${PAGE}${actions.admin.setReviewMode.toString()}`} className="p-5">
        <fieldset>
          <legend className="text-lg font-semibold text-navy">When a review arrives</legend>
          <div className="mt-3 space-y-3">
            {MODES.map((choice) => (
              <div key={choice.value} className="flex items-start gap-3">
                <input
                  type="radio"
                  id={`review-mode-${choice.value}`}
                  name="mode"
                  value={choice.value}
                  defaultChecked={mode === choice.value}
                  aria-describedby={`review-mode-${choice.value}-hint`}
                  className="mt-1 h-5 w-5"
                />
                <div>
                  <label htmlFor={`review-mode-${choice.value}`} className="font-semibold">
                    {choice.label}
                  </label>
                  <p id={`review-mode-${choice.value}-hint`} className="text-sm text-muted">
                    {choice.hint}
                  </p>
                </div>
              </div>
            ))}
          </div>
        </fieldset>
        <Button type="submit" className="mt-4">
          Save
        </Button>
      </Card>

      <section aria-labelledby="held-heading" className="mt-10">
        <h2 id="held-heading" className="text-2xl font-semibold text-navy">
          Waiting for you
        </h2>
        {held.length === 0 ? (
          <EmptyState className="mt-4">No review is waiting for you.</EmptyState>
        ) : (
          <>
            <p className="mt-2 text-sm text-muted">Approve or hide each review, or select several and answer them together.</p>
            <ul className="mt-4 space-y-4" aria-label="Held reviews">
              {held.map((review) => (
                <ResponseCard key={review.id} response={review} page={PAGE} selectFor={SELECTION_FORM} />
              ))}
            </ul>
            <form id={SELECTION_FORM} method="post" action={`${PAGE}${actions.admin.setReviewStatus.toString()}`} className="mt-6 flex flex-wrap gap-3">
              <Button type="submit" name="status" value="published">
                Approve selected
              </Button>
              <Button type="submit" name="status" value="hidden" variant="secondary">
                Hide selected
              </Button>
            </form>
            <Pager page={page} pages={pages} url={PAGE} className="mt-6 text-sm" />
          </>
        )}
      </section>
    </>
  );
}
