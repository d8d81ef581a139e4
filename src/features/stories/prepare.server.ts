import { eq } from 'drizzle-orm';
import type { PrepareStoryInput } from './publishing-schema.ts';
import { getDb, type Transaction } from '../../platform/db/client.ts';
import { stories } from '../../platform/db/schema.ts';
import { approvalMessage } from './mail.server.ts';
import { queueVisitorEmail } from '../../platform/email/outbox.ts';
import { closeStoryLinks } from './links.server.ts';
import { nextStatus, storyState } from './workflow.ts';

export const PREPARE_FAILURES = {
  missing: 'That story does not exist.',
  closed: 'A published or withdrawn story cannot be edited: the teller approved (or removed) this version.',
  notPrepared: 'Prepare the story (title, excerpt, text, byline and country) and save it before asking the teller.',
  notAskable: 'Only a story that is being prepared or waiting for the teller can be sent for approval.',
  capped: 'The teller’s address has had 3 requests to approve from us in the last 24 hours. Please ask again tomorrow.',
} as const;

type Refusal = { ok: false; status: 404 | 409; message: string };

export async function storyForOwner(id: string) {
  const [row] = await getDb().select().from(stories).where(eq(stories.id, id));
  return row;
}

const lockStory = async (tx: Transaction, id: string) => (await tx.select().from(stories).where(eq(stories.id, id)).for('update'))[0];

/**
 * Saves the version to publish beside the teller's original. A story waiting for the teller goes back
 * to "being prepared": the link already sent showed another text, so it stops working.
 */
export async function prepareStory(input: PrepareStoryInput): Promise<{ ok: true } | Refusal> {
  return getDb().transaction(async (tx) => {
    const story = await lockStory(tx, input.id);
    if (!story) return { ok: false, status: 404, message: PREPARE_FAILURES.missing };
    const next = nextStatus(storyState(story), 'prepare', 'owner');
    if (!next.ok) return { ok: false, status: 409, message: PREPARE_FAILURES.closed };
    await tx
      .update(stories)
      .set({
        title: input.title,
        excerpt: input.excerpt,
        editedStory: input.text,
        byline: input.byline,
        shownCountry: input.country,
        pullQuote: input.pullQuote,
        status: next.status,
      })
      .where(eq(stories.id, input.id));
    await closeStoryLinks(tx, input.id, 'review');
    return { ok: true };
  });
}

class CappedError extends Error {}

/**
 * "Ask the teller": the e-mail is queued in the same transaction, and older links stop working. The
 * new link is made only when the e-mail is sent, and only if the story still waits for the teller then.
 */
export async function askTeller(id: string): Promise<{ ok: true } | Refusal> {
  try {
    return await getDb().transaction(async (tx) => {
      const story = await lockStory(tx, id);
      if (!story) return { ok: false, status: 404, message: PREPARE_FAILURES.missing } as const;
      const next = nextStatus(storyState(story), 'ask', 'owner');
      if (!next.ok) return { ok: false, status: 409, message: next.refused === 'unprepared' ? PREPARE_FAILURES.notPrepared : PREPARE_FAILURES.notAskable } as const;
      await closeStoryLinks(tx, id, 'review');
      // In the language the teller wrote to us from. Rolled back as a whole when capped: the owner sees
      // why, and the story stays where it was.
      if (!(await queueVisitorEmail(tx, approvalMessage(story.email, id, story.locale)))) throw new CappedError();
      await tx.update(stories).set({ status: next.status }).where(eq(stories.id, id));
      return { ok: true } as const;
    });
  } catch (error) {
    if (error instanceof CappedError) return { ok: false, status: 409, message: PREPARE_FAILURES.capped };
    throw error;
  }
}
