import type { PgBoss } from 'pg-boss';
import { handleStoryRemovalRequest, STORY_REMOVAL_QUEUE, type StoryRemovalJob } from './removal.server.ts';

export async function createStoryQueues(boss: PgBoss) {
  if (!(await boss.getQueue(STORY_REMOVAL_QUEUE))) await boss.createQueue(STORY_REMOVAL_QUEUE);
}

export async function startStoryWorkers(boss: PgBoss) {
  await boss.work<StoryRemovalJob>(STORY_REMOVAL_QUEUE, { pollingIntervalSeconds: 1 }, async ([job]) => {
    if (job) await handleStoryRemovalRequest(job.data);
  });
}
