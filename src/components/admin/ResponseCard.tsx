import { actions } from 'astro:actions';
import type { ResponseCardData } from '../../lib/admin/survey-response-card.ts';
import Icon from '../ui/Icon.tsx';

interface Props {
  response: ResponseCardData;
}

export default function ResponseCard({ response: r }: Props) {
  const answers = [
    { key: 'interviewExperience', question: 'Experience with our interviews and episodes', value: r.interviewExperience },
    { key: 'interviewSuggestions', question: 'Topics or guests to feature next', value: r.interviewSuggestions },
    { key: 'interviewFavorite', question: 'Favourite episode or story', value: r.interviewFavorite },
  ];
  return (
    <li className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sky">
      <article className="space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 className="text-lg font-semibold text-navy">{r.name ?? 'Anonymous'}</h3>
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
          {r.hidden && <span className="rounded-full bg-coral/20 px-2 py-0.5 text-xs font-semibold text-ink">Hidden from public reviews</span>}
        </p>
        <p className="whitespace-pre-line">{r.feedback}</p>
        <dl className="space-y-2 text-sm">
          {answers
            .filter((a) => a.value)
            .map((a) => (
              <div key={a.key}>
                <dt className="font-semibold text-navy">{a.question}</dt>
                <dd className="whitespace-pre-line">{a.value}</dd>
              </div>
            ))}
        </dl>
        <p className="text-sm">
          <span className="font-semibold text-navy">Email:</span> <span>{r.email}</span> ·{' '}
          <span className="font-semibold text-navy">Language:</span> {r.language}
        </p>
        <form method="post" action={`/admin/responses${actions.admin.hideResponse.toString()}`}>
          <input type="hidden" name="id" value={r.id} />
          <input type="hidden" name="hidden" value={r.hidden ? '0' : '1'} />
          <button type="submit" className="rounded-md border border-ocean px-3 py-1.5 text-sm font-semibold text-ocean hover:bg-sky/40">
            {r.hidden ? 'Show in public reviews' : 'Hide from public reviews'}
          </button>
        </form>
      </article>
    </li>
  );
}
