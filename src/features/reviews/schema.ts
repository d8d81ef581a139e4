import * as z from 'zod/mini';
import type { Messages } from '../../i18n/messages.ts';
import { LIMITS } from '../../platform/limits.ts';
import { checkbox, fieldsIn, honeypot, localizedValidator, type FormMessages } from '../../ui/forms/fields.ts';

export type SurveyMessages = FormMessages<Messages['survey']['validation']>;

// Field order is check order, and the order of the problems listed: email, rating, feedback, then the optional fields.
export function surveySchema({ fields, form: m }: SurveyMessages) {
  const f = fieldsIn(fields);
  return z.strictObject({
    email: f.email(m.email.message, m.email.message),
    rating: z.pipe(
      z.optional(z.string()).check(z.refine((v) => v !== undefined && /^[1-5]$/.test(v), { error: m.rating.message })),
      z.transform(Number),
    ),
    feedback: f.requiredText(m.labels.feedback, LIMITS.feedback, m.feedback.message, true),
    name: f.optionalText(m.labels.name, LIMITS.name),
    interviewExperience: f.optionalText(m.labels.answer, LIMITS.interviewAnswer, true),
    interviewSuggestions: f.optionalText(m.labels.answer, LIMITS.interviewAnswer, true),
    interviewFavorite: f.optionalText(m.labels.answer, LIMITS.interviewAnswer, true),
    submissionId: f.submissionId,
    locale: f.locale,
    /** The digest's opt-in box, unchecked unless ticked (ADR 052). */
    newsletter: checkbox,
    website: honeypot,
  });
}

export type SurveyInput = z.infer<ReturnType<typeof surveySchema>>;

export const validateSurvey = localizedValidator(surveySchema, ({ form: m }) =>
  Object.fromEntries([m.email, m.rating, m.feedback].map((problem) => [problem.message, problem.title])),
);
