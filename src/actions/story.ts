import { storyMessages } from '../i18n/form-messages.ts';
import { validateStory } from '../features/stories/index.ts';
import { saveStory } from '../features/stories/index.server.ts';
import { publicForm } from '../platform/form-submission.ts';
import { formAction } from './form-action.ts';

export const story = formAction(publicForm('story', (values) => validateStory(values, storyMessages), saveStory));
