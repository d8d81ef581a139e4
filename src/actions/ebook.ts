import { defineAction } from 'astro:actions';
import { ebookMessages } from '../i18n/form-messages.ts';
import { validateEbook } from '../features/ebook/index.ts';
import { saveEbookSignup } from '../features/ebook/index.server.ts';
import { handleFormPost } from './form-action.ts';

export const ebook = defineAction({
  accept: 'form',
  handler: (input, context) =>
    handleFormPost({ name: 'ebook', validate: (values) => validateEbook(values, ebookMessages), store: saveEbookSignup }, input, context),
});
