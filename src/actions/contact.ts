import { defineAction } from 'astro:actions';
import { contactMessages } from '../i18n/form-messages.ts';
import { validateContact } from '../features/enquiries/index.ts';
import { saveEnquiry } from '../features/enquiries/index.server.ts';
import { handleFormPost } from './form-action.ts';

export const contact = defineAction({
  accept: 'form',
  handler: (input, context) =>
    handleFormPost({ name: 'contact', validate: (values) => validateContact(values, contactMessages), store: saveEnquiry }, input, context),
});
