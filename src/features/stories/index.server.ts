// What other code may use of this feature on the server.
export { createStoryQueues, startStoryWorkers } from './jobs.server.ts';
export { declineStory, setStoryMailLocale } from './decline.server.ts';
export type { DeclineNote } from './decline.server.ts';
export { createStoryLink, storyLinkUrl } from './links.server.ts';
export { declineNoteDraft } from './mail.server.ts';
export { askTeller, prepareStory, storyForOwner } from './prepare.server.ts';
// The owner's story forms, for the owner feature's actions: server code that runs under plain Node
// (scripts/start.ts) reaches no component, so it never imports another feature's index.ts.
export { validateAskTeller, validateDeclineStory, validatePrepareStory, validateStoryMailLocale, validateStoryStatus } from './publishing-schema.ts';
export type { AskTellerInput, DeclineStoryInput, PrepareStoryInput, StoryMailLocaleInput, StoryStatusInput } from './publishing-schema.ts';
export { STORY_STATUS_LABELS } from './workflow.ts';
export type { ListStatus } from './workflow.ts';
export { isPublished, latestPublishedStories, publishedStoriesPage, publishedStory, storySitemapEntries, storyTakenDown } from './published.server.ts';
export { removalPage, removeStory, requestStoryRemoval } from './removal.server.ts';
export { listStories, saveStory, setStoryStatus, storiesCsvRows } from './submissions.server.ts';
export { answerApproval, approvalPage } from './approval.server.ts';
export { writtenIn } from './stories.ts';
export { takeStoryOffSite } from './take-down.server.ts';
