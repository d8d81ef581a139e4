import { newsletterMessages } from '../i18n/form-messages.ts';
import { confirmSubscription, subscribe, validateNewsletterToken, validateSubscribe } from '../features/newsletter/index.server.ts';
import { publicForm } from '../platform/form-submission.ts';
import { formAction } from './form-action.ts';

/** The footer's form (every page) and /newsletter's: the same answer whatever the address (the link goes only to it). */
export const newsletterSubscribe = formAction(publicForm('newsletter', (values) => validateSubscribe(values, newsletterMessages), subscribe));

/** The button on the mailed link's page: the subscription starts. */
export const newsletterConfirm = formAction({
  name: 'newsletterConfirm',
  validate: (values: unknown) => validateNewsletterToken(values, newsletterMessages),
  run: async (input) => ({ ok: true, data: await confirmSubscription(input) }),
});
