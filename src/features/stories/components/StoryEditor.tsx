import { actions } from 'astro:actions';
import { LIMITS, STORY_LINK_DAYS } from '../../../platform/limits.ts';
import { STORY_STATUS_LABELS, canTake, type StoryStatus } from '../workflow.ts';
import Button from '../../../ui/Button.tsx';
import Card from '../../../ui/Card.tsx';
import { LANGUAGE_NAMES, LOCALES, type Locale } from '../../../i18n/locales.ts';
import { MailList, type MailView } from '../../mail/index.ts';
import ButtonLink from '../../../ui/ButtonLink.tsx';
import Field from '../../../ui/forms/Field.tsx';
import Notice from '../../../ui/Notice.tsx';
import StatusBadge from '../../../ui/StatusBadge.tsx';
import { isDeclinable } from '../stories.ts';

export interface StoryDraft {
  id: string;
  name: string | null;
  email: string;
  country: string;
  received: string;
  status: StoryStatus;
  /** Whether the version to publish is saved (as stored, whatever the owner just typed). */
  prepared: boolean;
  /** The teller's words as they were sent; never changed. */
  original: string;
  title: string;
  excerpt: string;
  text: string;
  byline: string;
  shownCountry: string;
  pullQuote: string;
  /** The public address, once published. */
  href?: string | undefined;
  /** The language the story is written in, read from its words. */
  writtenIn: Locale;
  /** The language of the teller's e-mails: the page's they wrote from, unless the owner changed it. */
  mailLocale: Locale;
  /** Every e-mail about this story (receipt, requests to approve, notes, removal links), newest first, with its real state. */
  mails: MailView[];
}

interface Props {
  story?: StoryDraft | undefined;
  notice?: { message: string; tone: 'ok' | 'error' } | undefined;
  /** The field the last save was refused for, and what was typed, so nothing is lost. */
  problem?: { field: string; message: string } | undefined;
}

const NEXT_STEP: Record<StoryStatus, string> = {
  new: 'Prepare the version to publish below and save it. Then ask the teller: nothing is published without their approval.',
  preparing: 'When the version below is ready, ask the teller. They get a private link to read it and approve or decline it.',
  waiting: `The teller has a private link (valid ${STORY_LINK_DAYS} days, once). Saving changes stops that link: ask again after editing.`,
  published: 'The teller approved this version and it is on the site. They can remove it at any time.',
  declined: 'This story is declined. You can prepare it again and ask the teller.',
  withdrawn: 'The teller removed this story from the site. It stays here, unchanged, for your records.',
};


const BACK = (
  <p>
    <a href="/admin/stories" className="text-sm font-semibold text-ocean underline">
      Back to stories
    </a>
  </p>
);

/** The owner prepares a story for publishing: an edited copy beside the original, then "Ask the teller". */
export default function StoryEditor({ story, notice, problem }: Props) {
  if (!story) {
    return (
      <>
        {BACK}
        <h1 className="mt-4 font-serif text-3xl font-bold text-navy">Story not found</h1>
      </>
    );
  }
  const editable = canTake(story, 'prepare', 'owner');
  const askable = canTake(story, 'ask', 'owner');
  const error = (field: string) => (problem?.field === field ? problem.message : undefined);
  return (
    <>
      {BACK}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h1 className="font-serif text-3xl font-bold text-navy">Story from {story.name ?? 'Anonymous'}</h1>
        <StatusBadge status={story.status} label={STORY_STATUS_LABELS[story.status]} />
      </div>
      <p className="mt-2 text-muted">{NEXT_STEP[story.status]}</p>
      {story.href && (
        <p className="mt-2">
          <a href={story.href} className="font-semibold text-ocean underline">
            View the published story
          </a>
        </p>
      )}
      <div className="mt-6">
        <Notice message={notice?.message} tone={notice?.tone} />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card as="section" aria-labelledby="original-heading" className="p-6">
          <h2 id="original-heading" className="text-lg font-semibold text-navy">
            As the teller sent it
          </h2>
          <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
            <dt className="font-semibold text-navy">Received</dt>
            <dd>{story.received}</dd>
            <dt className="font-semibold text-navy">Email</dt>
            <dd className="break-all">{story.email}</dd>
            <dt className="font-semibold text-navy">Country</dt>
            <dd>{story.country}</dd>
            <dt className="font-semibold text-navy">Written in</dt>
            <dd>{LANGUAGE_NAMES[story.writtenIn]}</dd>
          </dl>
          <p className="mt-4 whitespace-pre-line break-words">{story.original}</p>
        </Card>
        <Card as="section" aria-labelledby="prepared-heading" className="p-6">
          <h2 id="prepared-heading" className="text-lg font-semibold text-navy">
            Version to publish
          </h2>
          {editable ? (
            <form method="post" action={`/admin/stories/${story.id}${actions.admin.prepareStory.toString()}`} className="mt-4 space-y-4">
              <input type="hidden" name="id" value={story.id} />
              <Field name="title" label="Title" required maxLength={LIMITS.storyTitle} defaultValue={story.title} error={error('title')} />
              <Field
                name="excerpt"
                label="Short excerpt"
                hint="One or two sentences, shown in lists and when the story is shared."
                multiline
                rows={2}
                required
                maxLength={LIMITS.storyExcerpt}
                defaultValue={story.excerpt}
                error={error('excerpt')}
              />
              <Field
                name="text"
                label="Text"
                hint="Correct it, and remove anything that could identify the teller or others. Leave a blank line between paragraphs."
                multiline
                rows={14}
                required
                maxLength={LIMITS.storyMax}
                defaultValue={story.text}
                error={error('text')}
              />
              <Field name="byline" label="Byline" hint='A first name, or "Anonymous".' required maxLength={LIMITS.byline} defaultValue={story.byline} error={error('byline')} />
              <Field name="country" label="Country shown" required maxLength={LIMITS.country} defaultValue={story.shownCountry} error={error('country')} />
              <Field
                name="pullQuote"
                label="Pull quote (optional)"
                hint="A sentence from the story, shown large."
                multiline
                rows={2}
                maxLength={LIMITS.pullQuote}
                defaultValue={story.pullQuote}
                error={error('pullQuote')}
              />
              <Button type="submit">Save</Button>
            </form>
          ) : (
            <div className="mt-4 space-y-2">
              <p className="font-serif text-xl font-bold text-navy">{story.title}</p>
              <p className="text-sm text-muted">
                {story.byline}, {story.shownCountry}
              </p>
              <p className="text-sm">{story.excerpt}</p>
              <p className="whitespace-pre-line break-words">{story.text}</p>
            </div>
          )}
          {askable && (
            <form method="post" action={`/admin/stories/${story.id}${actions.admin.askTeller.toString()}`} className="mt-6 border-t border-sky pt-4">
              <input type="hidden" name="id" value={story.id} />
              <Button type="submit">
                {story.status === 'waiting' ? 'Ask the teller again' : 'Ask the teller'}
              </Button>
            </form>
          )}
        </Card>
      </div>
      <Card as="section" aria-labelledby="mails-heading" className="mt-6 p-6">
        <h2 id="mails-heading" className="text-lg font-semibold text-navy">
          E-mails to the teller
        </h2>
        <div className="mt-3">
          <MailList label="E-mails to the teller" mails={story.mails} empty="No e-mail to the teller is on record." />
        </div>
        <form method="post" action={`/admin/stories/${story.id}${actions.admin.setStoryMailLocale.toString()}`} className="mt-4 flex flex-wrap items-end gap-3 border-t border-sky pt-4">
          <input type="hidden" name="id" value={story.id} />
          <div>
            <label htmlFor="story-mail-locale" className="block text-sm font-semibold text-navy">
              Write to the teller in
            </label>
            <select id="story-mail-locale" name="locale" defaultValue={story.mailLocale} className="mt-1 block rounded-md border border-muted/50 bg-white px-3 py-2">
              {LOCALES.map((locale) => (
                <option key={locale} value={locale}>
                  {LANGUAGE_NAMES[locale]}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" variant="secondary">
            Set language
          </Button>
          <p className="w-full text-sm text-muted">
            {story.writtenIn === story.mailLocale
              ? `The teller wrote in ${LANGUAGE_NAMES[story.writtenIn]}, and their e-mails are in it.`
              : `The story is written in ${LANGUAGE_NAMES[story.writtenIn]}, but the teller’s e-mails are in ${LANGUAGE_NAMES[story.mailLocale]} (the language of the page they wrote from, or your choice).`}
          </p>
        </form>
      </Card>
      {isDeclinable(story.status) && (
        <p className="mt-6">
          <ButtonLink href={`/admin/stories/${story.id}/decline`} variant="secondary" size="sm">
            Decline
          </ButtonLink>
        </p>
      )}
    </>
  );
}
