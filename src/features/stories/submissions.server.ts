import { count, desc, eq } from 'drizzle-orm';
import { detectLocale } from '../../i18n/detect-locale.ts';
import { LANGUAGE_NAMES } from '../../i18n/locales.ts';
import type { StoryInput } from './schema.ts';
import { isUuid } from '../../platform/uuid.ts';
import { PAGE_SIZE, paged } from '../../platform/db/paging.ts';
import { getDb, getFormDb } from '../../platform/db/client.ts';
import { stories } from '../../platform/db/schema.ts';
import { storyReceiptMessage } from './mail.server.ts';
import { noteForOwner } from '../owner/index.server.ts';
import { indexCommitted } from '../search/index.server.ts';
import { queueVisitorEmail } from '../../platform/email/outbox.ts';
import { takeStoryOffSite } from './take-down.server.ts';
import { LIST_ACTIONS, nextStatus, storyState, type ListStatus, type StoryStatus } from './workflow.ts';

/**
 * Stores the story and, in the same transaction, notes it for the owner's next notification and queues
 * the "we received your story" e-mail (within the daily cap per address).
 */
export async function saveStory(input: StoryInput): Promise<void> {
  await getFormDb().transaction(async (tx) => {
    const inserted = await tx
      .insert(stories)
      .values({
        name: input.name,
        email: input.email,
        country: input.country,
        story: input.story,
        interviewOk: input.interviewOk,
        consent: input.consent,
        locale: input.locale,
        detectedLocale: detectLocale(input.story, input.locale),
        submissionId: input.submissionId,
      })
      .onConflictDoNothing({ target: stories.submissionId })
      .returning({ id: stories.id, receivedAt: stories.createdAt });
    const [receipt] = inserted;
    if (!receipt) return; // the same form sent twice: it was answered the first time
    await noteForOwner(tx, 'story', receipt.id);
    // Last: it holds the address's lock until the commit.
    await queueVisitorEmail(tx, storyReceiptMessage(input.email, input.interviewOk, receipt, input.locale));
  });
}

// The owner's view

export function listStories({ status, page = 1 }: { status?: StoryStatus | undefined; page?: number }) {
  const where = status ? eq(stories.status, status) : undefined;
  const db = getDb();
  return paged(
    db
      .select()
      .from(stories)
      .where(where)
      .orderBy(desc(stories.createdAt), desc(stories.id))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db.select({ n: count() }).from(stories).where(where),
    page,
  );
}

/**
 * The owner's list buttons (Decline, back to new), as the workflow allows them: a published story
 * leaves the site, search included, in the same commit. A story the teller withdrew stays withdrawn.
 */
export async function setStoryStatus(id: string, status: ListStatus): Promise<boolean> {
  if (!isUuid(id)) return false;
  const outcome = await getDb().transaction(async (tx) => {
    const [story] = await tx
      .select({ status: stories.status, title: stories.title, editedStory: stories.editedStory })
      .from(stories)
      .where(eq(stories.id, id))
      .for('update');
    const next = story && nextStatus(storyState(story), LIST_ACTIONS[status], 'owner');
    if (!next?.ok) return { changed: false, wasPublic: false };
    return { changed: true, wasPublic: await takeStoryOffSite(tx, id, next.status) };
  });
  if (outcome.wasPublic) await indexCommitted();
  return outcome.changed;
}

export async function storiesCsvRows() {
  const rows = await getDb().select().from(stories).orderBy(desc(stories.createdAt), desc(stories.id));
  return {
    header: ['Date (UTC)', 'Name', 'Email', 'Country', 'Story', 'Open to an interview', 'Consent', 'Status', 'Language'],
    rows: rows.map((r) => [r.createdAt, r.name, r.email, r.country, r.story, r.interviewOk ? 'yes' : 'no', r.consent ? 'yes' : 'no', r.status, LANGUAGE_NAMES[r.locale]]),
  };
}
