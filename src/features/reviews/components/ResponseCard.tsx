import type { ResponseCardData } from '../response-card.ts';
import { heldBecause } from '../moderation.ts';
import { reviewContactDetails } from '../reviews.ts';
import Card from '../../../ui/Card.tsx';
import Icon from '../../../ui/Icon.tsx';
import ReviewStatusButtons from './ReviewStatusButtons.tsx';

interface Props {
  response: ResponseCardData;
  /** The owner page its buttons come back to. */
  page?: string;
  /** The id of a form elsewhere on the page that acts on every response selected with its checkbox. */
  selectFor?: string | undefined;
}

export default function ResponseCard({ response: r, page = '/admin/responses', selectFor }: Props) {
  const who = r.name ?? 'Anonymous';
  const answers = [
    { key: 'interviewExperience', question: 'Experience with our interviews and episodes', value: r.interviewExperience },
    { key: 'interviewSuggestions', question: 'Topics or guests to feature next', value: r.interviewSuggestions },
    { key: 'interviewFavorite', question: 'Favourite episode or story', value: r.interviewFavorite },
  ];
  return (
    <Card as="li" className="p-5">
      <article className="space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 className="text-lg font-semibold text-navy [overflow-wrap:anywhere]">{who}</h3>
          <p className="text-sm text-muted">
            <time dateTime={r.createdAt}>{r.dateLabel}</time>
          </p>
        </div>
        <p className="flex items-center gap-2">
          <span role="img" aria-label={`Rated ${r.rating} out of 5`} className="inline-flex">
            {[1, 2, 3, 4, 5].map((n) => (
              <Icon key={n} name="star" className={`h-5 w-5 ${n <= r.rating ? 'text-[#d08a00]' : 'text-slate-300'}`} />
            ))}
          </span>
          <span className="text-sm font-semibold">{`${r.rating}/5`}</span>
          {r.status === 'hidden' && <span className="rounded-full bg-coral/20 px-2 py-0.5 text-xs font-semibold text-ink">Hidden from public reviews</span>}
          {r.status === 'held' && <span className="rounded-full bg-sun/40 px-2 py-0.5 text-xs font-semibold text-ink">Waiting for your approval</span>}
        </p>
        {r.status === 'held' && <p className="text-sm text-ink">{heldBecause(reviewContactDetails(r))}</p>}
        <p className="whitespace-pre-line [overflow-wrap:anywhere]">{r.feedback}</p>
        <dl className="space-y-2 text-sm">
          {answers
            .filter((a) => a.value)
            .map((a) => (
              <div key={a.key}>
                <dt className="font-semibold text-navy">{a.question}</dt>
                <dd className="whitespace-pre-line [overflow-wrap:anywhere]">{a.value}</dd>
              </div>
            ))}
        </dl>
        <p className="text-sm">
          <span className="font-semibold text-navy">Email:</span> <span className="[overflow-wrap:anywhere]">{r.email}</span> ·{' '}
          <span className="font-semibold text-navy">Language:</span> {r.language}
        </p>
        <div className="flex flex-wrap items-center gap-4">
          {selectFor && (
            <label className="flex items-center gap-2 text-sm font-semibold text-navy">
              <input type="checkbox" name="id" value={r.id} form={selectFor} className="h-5 w-5" />
              {`Select the review from ${who}`}
            </label>
          )}
          <ReviewStatusButtons id={r.id} status={r.status} page={page} who={who} />
        </div>
      </article>
    </Card>
  );
}
