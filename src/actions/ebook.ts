import { ebookMessages } from '../i18n/form-messages.ts';
import { validateEbook } from '../features/ebook/index.ts';
import { saveEbookSignup } from '../features/ebook/index.server.ts';
import { publicForm } from '../platform/form-submission.ts';
import { formAction } from './form-action.ts';

export const ebook = formAction(publicForm('ebook', (values) => validateEbook(values, ebookMessages), saveEbookSignup));
