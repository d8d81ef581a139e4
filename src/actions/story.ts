import { defineAction } from 'astro:actions';
import { storyMessages } from '../i18n/form-messages.ts';
import { validateStory } from '../features/stories/index.ts';
import { saveStory } from '../features/stories/index.server.ts';
import { handleFormPost } from './form-action.ts';

export const story = defineAction({
  accept: 'form',
  handler: (input, context) =>
    handleFormPost({ name: 'story', validate: (values) => validateStory(values, storyMessages), store: saveStory }, input, context),
});
