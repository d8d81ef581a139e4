import { validateStoryRemoval, validateStoryRemovalRequest, validateApproval } from '../features/stories/index.ts';
import { answerApproval, removeStory, requestStoryRemoval } from '../features/stories/index.server.ts';
import { publicForm } from '../platform/form-submission.ts';
import { formAction } from './form-action.ts';

/** The teller's Approve or Decline, from the private link in their e-mail. */
export const storyReview = formAction({
  name: 'storyReview',
  validate: validateApproval,
  run: async ({ token, decision }) => ({ ok: true, data: await answerApproval(token, decision) }),
});

/** "Remove my story": the same answer whoever asks (the link goes only to the teller's address). */
export const storyRemovalRequest = formAction(publicForm('story-removal', validateStoryRemovalRequest, requestStoryRemoval));

/** The teller's confirmation from the removal link: the story comes down at once. */
export const storyRemoval = formAction({
  name: 'storyRemoval',
  validate: validateStoryRemoval,
  run: async ({ token }) => ({ ok: true, data: await removeStory(token) }),
});
