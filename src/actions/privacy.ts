import { privacyMessages } from '../i18n/form-messages.ts';
import { carryOutPrivacyRequest, requestPrivacy, validatePrivacyConfirm, validatePrivacyRequest } from '../features/privacy/index.server.ts';
import { publicForm } from '../platform/form-submission.ts';
import { formAction } from './form-action.ts';

/** /privacy/request: the same answer whatever the address (the link goes only to it). */
export const privacyRequest = formAction(publicForm('privacy-request', (values) => validatePrivacyRequest(values, privacyMessages), requestPrivacy));

/** The button on the mailed link's page: the request is carried out at once. */
export const privacyConfirm = formAction({
  name: 'privacyConfirm',
  validate: (values: unknown) => validatePrivacyConfirm(values, privacyMessages),
  run: async (input) => ({ ok: true, data: await carryOutPrivacyRequest(input) }),
});
