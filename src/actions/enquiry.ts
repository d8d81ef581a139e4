import { defineAction } from 'astro:actions';
import { enquiryMessages } from '../i18n/form-messages.ts';
import { validateEnquiry } from '../features/enquiries/index.ts';
import { saveEnquiry } from '../features/enquiries/index.server.ts';
import { handleFormPost } from './form-action.ts';

export const contact = defineAction({
  accept: 'form',
  handler: (input, context) =>
    handleFormPost({ name: 'contact', validate: (values) => validateEnquiry(values, enquiryMessages), store: saveEnquiry }, input, context),
});
