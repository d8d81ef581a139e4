import { defineAction } from 'astro:actions';
import { validateContact } from '../lib/forms/contact.ts';
import { saveEnquiry } from '../server/enquiries.ts';
import { handleFormPost } from './form-action.ts';

export const contact = defineAction({
  accept: 'form',
  handler: (input, context) =>
    handleFormPost({ name: 'contact', validate: validateContact, store: saveEnquiry }, input, context),
});
