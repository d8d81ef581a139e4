import { defineAction } from 'astro:actions';
import { ebookMessages } from '../i18n/form-messages.ts';
import { validateEbook } from '../lib/forms/ebook.ts';
import { saveEbookSignup } from '../server/ebook/signups.ts';
import { handleFormPost } from './form-action.ts';

export const ebook = defineAction({
  accept: 'form',
  handler: (input, context) =>
    handleFormPost({ name: 'ebook', validate: (values) => validateEbook(values, ebookMessages), store: saveEbookSignup }, input, context),
});
