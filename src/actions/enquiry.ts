import { enquiryMessages } from '../i18n/form-messages.ts';
import { validateEnquiry } from '../features/enquiries/index.ts';
import { saveEnquiry } from '../features/enquiries/index.server.ts';
import { publicForm } from '../platform/form-submission.ts';
import { formAction } from './form-action.ts';

export const contact = formAction(publicForm('contact', (values) => validateEnquiry(values, enquiryMessages), saveEnquiry));
