import ButtonLink from '../../../ui/ButtonLink.tsx';
import Card from '../../../ui/Card.tsx';
import Stars from '../../../ui/Stars.tsx';
import { formatShortDate, isoDate } from '../../../i18n/dates.ts';
import { formatAverage, type PublicReview } from '../reviews.ts';
import { INTL_LOCALE, localePath, type Locale } from '../../../i18n/locales.ts';
import type { Messages } from '../../../i18n/messages.ts';

interface Props {
  reviews: PublicReview[];
  average: number;
  total: number;
  locale: Locale;
  messages: Messages['home']['reviews'];
}

export default function ReviewsSection({ reviews, average, total, locale, messages }: Props) {
  const intlLocale = INTL_LOCALE[locale];
  const averageText = formatAverage(average, intlLocale);
  return (
    <section aria-labelledby="reviews-heading" className="bg-sky/40 py-16">
      <div className="mx-auto max-w-6xl px-4">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="reviews-heading" className="font-serif text-3xl font-bold text-navy">
              {messages.heading}
            </h2>
            {total > 0 && (
              <p className="mt-2 flex items-center gap-2">
                <Stars value={average} label={messages.average(averageText)} />
                <span className="font-bold">{averageText}</span>
                <span className="text-muted">{messages.count(total)}</span>
              </p>
            )}
          </div>
          <ButtonLink href={localePath(locale, '/survey')}>{messages.leave}</ButtonLink>
        </div>
        {reviews.length === 0 ? (
          <Card as="p" className="mt-8 p-8 text-center">
            {messages.none}
          </Card>
        ) : (
          <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {reviews.map((review) => (
              <Card as="li" key={review.id} className="flex min-w-0 flex-col p-6">
                <Stars value={review.rating} label={messages.rated(review.rating)} />
                <blockquote className="mt-3 flex-1 whitespace-pre-line [overflow-wrap:anywhere]">{review.feedback}</blockquote>
                <p className="mt-4 text-sm">
                  <span className="font-semibold text-navy [overflow-wrap:anywhere]">{review.name ?? messages.anonymous}</span>
                  <span aria-hidden="true"> · </span>
                  <time dateTime={isoDate(review.createdAt)} className="text-muted">
                    {formatShortDate(review.createdAt, intlLocale)}
                  </time>
                </p>
              </Card>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
