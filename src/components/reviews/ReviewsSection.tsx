import Stars from './Stars.tsx';
import { formatShortDate, isoDate } from '../../lib/dates.ts';
import { formatAverage, reviewCountLabel, type PublicReview } from '../../lib/reviews.ts';

interface Props {
  reviews: PublicReview[];
  average: number;
  total: number;
}

export default function ReviewsSection({ reviews, average, total }: Props) {
  return (
    <section aria-labelledby="reviews-heading" className="bg-sky/40 py-16">
      <div className="mx-auto max-w-6xl px-4">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="reviews-heading" className="font-serif text-3xl font-bold text-navy">
              What our community says
            </h2>
            {total > 0 && (
              <p className="mt-2 flex items-center gap-2">
                <Stars value={average} label={`Average rating ${formatAverage(average)} out of 5`} />
                <span className="font-bold">{formatAverage(average)}</span>
                <span className="text-muted">{reviewCountLabel(total)}</span>
              </p>
            )}
          </div>
          <a href="/survey" className="rounded-full bg-ocean px-5 py-2 font-semibold text-white hover:bg-ocean-dark">
            Leave a Review
          </a>
        </div>
        {reviews.length === 0 ? (
          <p className="mt-8 rounded-2xl bg-white p-8 text-center">No reviews yet. Be the first to leave feedback!</p>
        ) : (
          <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {reviews.map((review) => (
              <li key={review.id} className="flex min-w-0 flex-col rounded-2xl bg-white p-6 shadow-sm">
                <Stars value={review.rating} label={`Rated ${review.rating} out of 5`} />
                <blockquote className="mt-3 flex-1 whitespace-pre-line [overflow-wrap:anywhere]">{review.feedback}</blockquote>
                <p className="mt-4 text-sm">
                  <span className="font-semibold text-navy [overflow-wrap:anywhere]">{review.name ?? 'Anonymous'}</span>
                  <span aria-hidden="true"> · </span>
                  <time dateTime={isoDate(review.createdAt)} className="text-muted">
                    {formatShortDate(review.createdAt)}
                  </time>
                </p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
