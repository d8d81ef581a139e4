import { MailStatus } from '../../mail/index.ts';
import { ReviewStatusButtons } from '../../reviews/index.ts';
import Card from '../../../ui/Card.tsx';
import Notice from '../../../ui/Notice.tsx';
import Pager from '../../../ui/Pager.tsx';
import StatusBadge from '../../../ui/StatusBadge.tsx';
import type { TodayItem } from '../today.ts';

const KIND_NAMES: Record<TodayItem['kind'], string> = {
  enquiry: 'New enquiry',
  story: 'Story to prepare',
  'story-waiting': 'Waiting for the teller',
  review: 'Held review',
  mail: 'E-mail not sent',
};

interface Props {
  items: TodayItem[];
  total: number;
  page: number;
  pages: number;
  /** What Approve or Hide on a held review did. */
  notice?: { message: string; tone: 'ok' | 'error' } | undefined;
}

/** What waits for the owner's answer, oldest first; each item links to (or holds) what answers it. */
export default function TodayList({ items, total, page, pages, notice }: Props) {
  return (
    <section aria-labelledby="today-heading" className="mt-8">
      <h2 id="today-heading" className="text-xl font-semibold text-navy">
        Waiting for you
      </h2>
      <p className="mt-1 text-sm text-muted">
        {total === 0
          ? 'Nothing waits for you. New enquiries, stories, held reviews and e-mails that did not go out appear here.'
          : `${total} ${total === 1 ? 'thing waits' : 'things wait'} for your answer, oldest first.`}
      </p>
      <div className="mt-4">
        <Notice message={notice?.message} tone={notice?.tone} />
      </div>
      {items.length > 0 && (
        <ol aria-label="Waiting for you" className="space-y-3">
          {items.map((item) => (
            <Card as="li" key={`${item.kind}-${item.id}`} className="p-4">
              <p className="text-xs font-semibold tracking-wide text-muted uppercase">{KIND_NAMES[item.kind]}</p>
              <h3 className="mt-1 font-semibold [overflow-wrap:anywhere]">
                <a href={item.href} className="text-ocean underline">
                  {item.title}
                </a>
              </h3>
              <p className="mt-1 flex flex-wrap items-center gap-2 text-sm [overflow-wrap:anywhere]">
                {item.detail}
                {item.status && <StatusBadge status={item.status.value} label={item.status.label} />}
              </p>
              {item.mail &&
                (item.kind === 'mail' ? (
                  <p className="mt-1 text-sm [overflow-wrap:anywhere]">
                    <StatusBadge status={item.mail.status} label={item.mail.statusLabel} /> {item.mail.state}
                  </p>
                ) : (
                  <div className="mt-1">
                    <MailStatus mail={item.mail} />
                  </div>
                ))}
              {item.review && (
                <>
                  <p className="mt-2 line-clamp-3 text-sm whitespace-pre-line [overflow-wrap:anywhere]">{item.review.feedback}</p>
                  <div className="mt-2">
                    <ReviewStatusButtons id={item.id} status="held" page="/admin" who={item.review.who} />
                  </div>
                </>
              )}
              <p className="mt-2 text-xs text-muted">Waiting since {item.since}</p>
            </Card>
          ))}
        </ol>
      )}
      <Pager page={page} pages={pages} url="/admin" className="mt-6 text-sm" />
    </section>
  );
}
