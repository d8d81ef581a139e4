import { actions } from 'astro:actions';
import { LIMITS } from '../../../platform/limits.ts';
import { STORY_STATUS_LABELS, type StoryStatus } from '../workflow.ts';
import Button from '../../../ui/Button.tsx';
import ButtonLink from '../../../ui/ButtonLink.tsx';
import Card from '../../../ui/Card.tsx';
import Field from '../../../ui/forms/Field.tsx';
import Notice from '../../../ui/Notice.tsx';
import StatusBadge from '../../../ui/StatusBadge.tsx';
import { isDeclinable } from '../stories.ts';

export interface StoryToDecline {
  id: string;
  name: string | null;
  country: string;
  received: string;
  status: StoryStatus;
  /** The teller's words, as they sent them. */
  original: string;
  /** The language the teller's e-mails are written in, by name ("Filipino"). */
  mailLanguage: string;
}

interface Props {
  /** Undefined when no story has the id of the address. */
  story?: StoryToDecline | undefined;
  /** The note in the text area: the draft in the teller's language, or what the owner typed before a refusal. */
  note: string;
  /** Whether "Send the teller this note" is ticked. */
  sendNote: boolean;
  /** Why the last Confirm was refused. */
  problem?: string | undefined;
  /** The same, when it is about the note: shown at the text area too. */
  noteProblem?: string | undefined;
  /** Where Cancel goes back to: the list or the story's page. */
  cancelHref: string;
}

const EFFECT: Partial<Record<StoryToDecline['status'], string>> = {
  published: 'It leaves the site at once: its page, the lists, the feeds, the sitemap, search and the assistant.',
  waiting: 'It will not be published, and the link the teller has to approve it stops working.',
};

/** The step before Decline acts: the owner confirms, and may send the teller a kind note they edit first. */
export default function StoryDeclineConfirm({ story, note, sendNote, problem, noteProblem, cancelHref }: Props) {
  if (!story) {
    return (
      <>
        <p>
          <a href="/admin/stories" className="text-sm font-semibold text-ocean underline">
            Back to stories
          </a>
        </p>
        <h1 className="mt-4 font-serif text-3xl font-bold text-navy">Story not found</h1>
      </>
    );
  }
  const declinable = isDeclinable(story.status);
  return (
    <>
      <p>
        <a href={`/admin/stories/${story.id}`} className="text-sm font-semibold text-ocean underline">
          Back to the story
        </a>
      </p>
      <h1 className="mt-4 font-serif text-3xl font-bold text-navy">{declinable ? 'Decline this story?' : 'This story cannot be declined'}</h1>
      <Card as="section" aria-label="The story" className="mt-6 p-5">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-navy">
          {story.name ?? 'Anonymous'} <span className="font-normal text-muted">from {story.country}, {story.received}</span>
          <StatusBadge status={story.status} label={STORY_STATUS_LABELS[story.status]} />
        </p>
        <p className="mt-2 line-clamp-4 whitespace-pre-line break-words text-sm">{story.original}</p>
      </Card>
      {!declinable ? (
        <p className="mt-6">
          It is {STORY_STATUS_LABELS[story.status]} already.{' '}
          <a href={cancelHref} className="font-semibold text-ocean underline">
            Go back
          </a>
        </p>
      ) : (
        <form method="post" action={`/admin/stories/${story.id}/decline${actions.admin.declineStory.toString()}`} className="mt-6 space-y-4">
          <p>{EFFECT[story.status] ?? 'It will not be published. You can prepare it again later.'}</p>
          <Notice message={problem} tone="error" />
          <input type="hidden" name="id" value={story.id} />
          <Field
            name="note"
            label="Note to the teller"
            hint={`In ${story.mailLanguage}, the language of the teller’s e-mails. Change any word; a blank line starts a new paragraph. It goes through the outbox like every e-mail.`}
            multiline
            rows={12}
            maxLength={LIMITS.declineNote}
            defaultValue={note}
            error={noteProblem}
          />
          <div className="flex items-start gap-3">
            <input id="decline-send-note" name="sendNote" type="checkbox" defaultChecked={sendNote} className="mt-1 h-5 w-5" />
            <label htmlFor="decline-send-note" className="font-semibold text-navy">
              Send the teller this note
            </label>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit">Confirm</Button>
            <ButtonLink href={cancelHref} variant="secondary">
              Cancel
            </ButtonLink>
          </div>
        </form>
      )}
    </>
  );
}
