import type { StoryInput } from '../lib/forms/story.ts';
import { getDb } from './db/client.ts';
import { stories } from './db/schema.ts';

export async function saveStory(input: StoryInput): Promise<void> {
  await getDb()
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
    .onConflictDoNothing({ target: stories.submissionId });
}
