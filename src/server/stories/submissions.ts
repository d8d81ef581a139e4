import type { StoryInput } from '../lib/forms/story.ts';
import { getFormDb } from './db/client.ts';
import { stories } from './db/schema.ts';
import { storyReceiptMessage } from './email/messages.ts';
import { queueVisitorEmail } from './email/outbox.ts';

/** Stores the story and, in the same transaction, queues the "we received your story" e-mail (within the daily cap per address). */
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
        submissionId: input.submissionId,
      })
      .onConflictDoNothing({ target: stories.submissionId })
      .returning({ id: stories.id, receivedAt: stories.createdAt });
    const [receipt] = inserted;
    if (receipt) await queueVisitorEmail(tx, storyReceiptMessage(input.email, input.interviewOk, receipt));
  });
}
