// What other code may use of this feature on the server.
export { createStoryQueues, startStoryWorkers } from './jobs.server.ts';
export { createStoryLink, storyLinkUrl } from './links.server.ts';
export { askTeller, prepareStory, storyForOwner } from './prepare.server.ts';
export { isPublished, latestPublishedStories, publishedStoriesPage, publishedStory, storySitemapEntries, storyTakenDown } from './published.server.ts';
export { removalPage, removeStory, requestStoryRemoval } from './removal.server.ts';
export { isStoryStatus, listStories, saveStory, setStoryStatus, storiesCsvRows } from './submissions.server.ts';
export type { StoryStatus } from './submissions.server.ts';
export { answerApproval, approvalPage } from './approval.server.ts';
// Also in index.ts; here so that Node (scripts, jobs) never loads the components index.ts brings.
export { validateAskTeller, validatePrepareStory } from './publishing-schema.ts';
export type { AskTellerInput, PrepareStoryInput } from './publishing-schema.ts';
