import { actions } from 'astro:actions';
import { STORY_STATUSES } from '../../../platform/limits.ts';
import { LIST_ACTIONS, STORY_STATUS_LABELS, actionsFor, isStoryStatus, type ListStatus, type StoryAction, type StoryState } from '../workflow.ts';
import Button from '../../../ui/Button.tsx';
import type { ButtonVariant } from '../../../ui/button-look.ts';
import ButtonLink from '../../../ui/ButtonLink.tsx';
import Card from '../../../ui/Card.tsx';
import EmptyState from '../../../ui/EmptyState.tsx';
import ExportCsvLink from '../../../ui/ExportCsvLink.tsx';
import Field from '../../../ui/forms/Field.tsx';
import Notice from '../../../ui/Notice.tsx';
import Pager from '../../../ui/Pager.tsx';
import StatusBadge from '../../../ui/StatusBadge.tsx';

interface Story extends StoryState {
  id: string;
  name: string | null;
  country: string;
  received: string;
  story: string;
  email: string;
  interviewOk: boolean;
  /** The language it is written in, read from its words, by name: English or Filipino. */
  writtenIn: string;
  /** The language of the teller's e-mails (the page's they wrote from, unless the owner changed it), by name. */
  mailLanguage: string;
}

interface Props {
  rows: Story[];
  total: number;
  page: number;
  pages: number;
  status?: string | undefined;
  /** The list's filter and page ("status=new&page=2"), kept across its pages. */
  listQuery: string;
  notice?: { message: string; tone: 'ok' | 'error' } | undefined;
}

/** The list's buttons, one per action of LIST_ACTIONS; each is shown where the workflow allows it. */
const LIST_BUTTONS: Record<ListStatus, { label: string; variant: ButtonVariant }> = {
  declined: { label: 'Decline', variant: 'secondary' },
  new: { label: 'Move back to new', variant: 'secondary' },
};

/** The link to the story's page, while the owner can do anything with the story: to prepare it, or to open it once it can be sent. */
function pageLink(open: StoryAction[]): string | undefined {
  if (open.length === 0) return undefined;
  return open.includes('prepare') && !open.includes('ask') ? 'Prepare for publishing' : 'Open';
}

function StatusForm({ id, status, listQuery, label, variant }: { id: string; status: ListStatus; listQuery: string; label: string; variant: ButtonVariant }) {
  return (
    <form method="post" action={`/admin/stories${actions.admin.setStoryStatus.toString()}${listQuery ? `&${listQuery}` : ''}`}>
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="status" value={status} />
      <Button type="submit" variant={variant} size="sm">
        {label}
      </Button>
    </form>
  );
}

function StoryButtons({ story, listQuery }: { story: Story; listQuery: string }) {
  const open = actionsFor(story, 'owner');
  const link = pageLink(open);
  return (
    <div className="flex flex-wrap gap-3">
      {link && (
        <ButtonLink href={`/admin/stories/${story.id}`} size="sm">
          {link}
        </ButtonLink>
      )}
      {(Object.entries(LIST_ACTIONS) as [ListStatus, StoryAction][])
        .filter(([, action]) => open.includes(action))
        .map(([status]) =>
          // Declining asks for confirmation (and offers a note to the teller) on a page of its own.
          status === 'declined' ? (
            <ButtonLink key={status} href={`/admin/stories/${story.id}/decline?from=list`} variant={LIST_BUTTONS[status].variant} size="sm">
              {LIST_BUTTONS[status].label}
            </ButtonLink>
          ) : (
            <StatusForm key={status} id={story.id} status={status} listQuery={listQuery} {...LIST_BUTTONS[status]} />
          ),
        )}
    </div>
  );
}

export default function StoryList({ rows, total, page, pages, status, listQuery, notice }: Props) {
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-serif text-3xl font-bold text-navy">Stories</h1>
          <p className="mt-1 text-muted">
            {total} {total === 1 ? 'story' : 'stories'}
            {status ? ` (${isStoryStatus(status) ? STORY_STATUS_LABELS[status] : status})` : ''}
          </p>
        </div>
        <ExportCsvLink href="/admin/stories/export.csv" />
      </div>
      <form method="get" action="/admin/stories" className="mt-6 flex flex-wrap items-end gap-3">
        <Field
          compact
          idPrefix="story"
          name="status"
          label="Status"
          options={[{ value: '', label: 'All' }, ...STORY_STATUSES.map((s) => ({ value: s, label: STORY_STATUS_LABELS[s] }))]}
          defaultValue={status ?? ''}
        />
        <Button type="submit">Filter</Button>
      </form>
      <div className="mt-6">
        <Notice message={notice?.message} tone={notice?.tone} />
      </div>
      {rows.length === 0 ? (
        <EmptyState>No stories{status ? ` with status ${status}` : ' yet'}.</EmptyState>
      ) : (
        <ul className="space-y-4" aria-label="Stories">
          {rows.map((s) => (
            <Card as="li" key={s.id} className="p-5">
              <article className="space-y-3">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h2 className="text-lg font-semibold text-navy">
                    {s.name ?? 'Anonymous'} <span className="text-sm font-normal text-muted">from {s.country}</span>
                  </h2>
                  <p className="flex items-center gap-2 text-sm text-muted">
                    {s.received} <StatusBadge status={s.status} label={isStoryStatus(s.status) ? STORY_STATUS_LABELS[s.status] : s.status} />
                  </p>
                </div>
                <p className="whitespace-pre-line break-words">{s.story}</p>
                <p className="text-sm">
                  <span className="font-semibold text-navy">Email:</span> <span className="break-all">{s.email}</span> ·{' '}
                  <span className="font-semibold text-navy">Open to an interview:</span> {s.interviewOk ? 'yes' : 'no'} ·{' '}
                  <span className="font-semibold text-navy">Written in:</span> {s.writtenIn} ·{' '}
                  <span className="font-semibold text-navy">E-mails in:</span> {s.mailLanguage}
                </p>
                <StoryButtons story={s} listQuery={listQuery} />
              </article>
            </Card>
          ))}
        </ul>
      )}
      <Pager page={page} pages={pages} url={`/admin/stories${listQuery ? `?${listQuery}` : ''}`} className="mt-6 text-sm" />
    </>
  );
}
