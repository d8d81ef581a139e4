import { ActionError, defineAction } from 'astro:actions';
import { formValues } from '../ui/forms/fields.ts';
import { validateStoryRemoval, validateStoryRemovalRequest, validateApproval } from '../features/stories/index.ts';
import { answerApproval, removeStory, requestStoryRemoval } from '../features/stories/index.server.ts';
import { handleFormPost } from './form-action.ts';

function validated<T>(form: FormData, validate: (input: unknown) => { ok: true; data: T } | { ok: false; problem: { message: string } }): T {
  const values = formValues(form);
  const validation = values.ok ? validate(values.data) : values;
  if (!validation.ok) throw new ActionError({ code: 'BAD_REQUEST', message: validation.problem.message });
  return validation.data;
}

/** The teller's Approve or Decline, from the private link in their e-mail. */
export const storyReview = defineAction({
  accept: 'form',
  handler: async (form) => {
    const { token, decision } = validated(form, validateApproval);
    return answerApproval(token, decision);
  },
});

/** "Remove my story": the same answer whoever asks (the link goes only to the teller's address). */
export const storyRemovalRequest = defineAction({
  accept: 'form',
  handler: (form, context) =>
    handleFormPost({ name: 'story-removal', validate: validateStoryRemovalRequest, store: requestStoryRemoval }, form, context),
});

/** The teller's confirmation from the removal link: the story comes down at once. */
export const storyRemoval = defineAction({
  accept: 'form',
  handler: async (form) => {
    const { token } = validated(form, validateStoryRemoval);
    return removeStory(token);
  },
});
