// What other code may use of this feature, safe in the browser; server code is in index.server.ts.
export { default as LatestStories } from './components/LatestStories.tsx';
export { default as StoryArticle } from './components/StoryArticle.tsx';
export { default as StoryEditor } from './components/StoryEditor.tsx';
export type { StoryDraft } from './components/StoryEditor.tsx';
export { default as StoryGone } from './components/StoryGone.tsx';
export { default as StoryIndex } from './components/StoryIndex.tsx';
export { default as StoryIntro } from './components/StoryIntro.tsx';
export { default as StoryList } from './components/StoryList.tsx';
export { default as StoryRemovalConfirm } from './components/StoryRemovalConfirm.tsx';
export type { StoryRemovalView } from './components/StoryRemovalConfirm.tsx';
export { default as StoryRemovalRequest } from './components/StoryRemovalRequest.tsx';
export { default as StoryApproval } from './components/StoryApproval.tsx';
export type { StoryApprovalView } from './components/StoryApproval.tsx';
export { suggestedByline, validateAskTeller, validatePrepareStory, validateStoryRemoval, validateStoryRemovalRequest, validateApproval } from './publishing-schema.ts';
export type { AskTellerInput, PrepareStoryInput } from './publishing-schema.ts';
export { validateStory } from './schema.ts';
export { storyUrl } from './stories.ts';
