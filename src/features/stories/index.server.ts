// What other code may use of this feature on the server.
export { createStoryQueues, startStoryWorkers } from './jobs.server.ts';
export { createStoryLink, storyLinkUrl } from './links.server.ts';
export { askTeller, prepareStory, storyForOwner } from './prepare.server.ts';
// The owner's story forms, for the owner feature's actions: server code that runs under plain Node
// (scripts/start.ts) reaches no component, so it never imports another feature's index.ts.
export { validateAskTeller, validatePrepareStory, validateStoryStatus } from './publishing-schema.ts';
export type { AskTellerInput, PrepareStoryInput, StoryStatusInput } from './publishing-schema.ts';
export type { ListStatus } from './workflow.ts';
export { isPublished, latestPublishedStories, publishedStoriesPage, publishedStory, storySitemapEntries, storyTakenDown } from './published.server.ts';
export { removalPage, removeStory, requestStoryRemoval } from './removal.server.ts';
export { listStories, saveStory, setStoryStatus, storiesCsvRows } from './submissions.server.ts';
export { answerApproval, approvalPage } from './approval.server.ts';
