// The owner's reply to an enquiry: strict and bounded, like every owner-area form.
import * as z from 'zod/mini';
import { forms } from '../../i18n/en/forms.ts';
import { LIMITS } from '../../platform/limits.ts';
import { fieldsIn, validateWith } from '../../ui/forms/fields.ts';

const { requiredText } = fieldsIn(forms.fields);

export const ANSWER_MESSAGES = {
  label: 'Your reply',
  empty: 'Write your reply before sending it.',
  missing: 'That enquiry does not exist.',
} as const;

export const AnswerEnquirySchema = z.strictObject({
  id: z.uuid({ error: ANSWER_MESSAGES.missing }),
  // A browser sends a text area's line breaks as CR LF but counts each as one character against its
  // maxlength: they are made LF before the length is checked (and the mail's paragraphs split on LF).
  text: z.pipe(
    z.pipe(z.string({ error: ANSWER_MESSAGES.empty }), z.transform((v: string) => v.replace(/\r\n?/g, '\n'))),
    requiredText(ANSWER_MESSAGES.label, LIMITS.answer, ANSWER_MESSAGES.empty, true),
  ),
});

export type AnswerEnquiryInput = z.infer<typeof AnswerEnquirySchema>;

export const validateAnswerEnquiry = (input: unknown) => validateWith(AnswerEnquirySchema, {}, input, forms.fields);
