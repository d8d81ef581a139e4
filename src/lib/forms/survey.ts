import * as z from 'zod/mini';
import { LIMITS } from '../limits.ts';
import { LOCALES } from '../../i18n/locales.ts';
import { email, honeypot, optionalText, requiredText, submissionId, validateWith } from './fields.ts';

export const SURVEY_MESSAGES = {
  email: { title: 'Invalid Email', message: 'Please enter a valid email address.' },
  rating: { title: 'Rating Required', message: 'Please select a rating from 1 to 5 stars.' },
  feedback: { title: 'Feedback Required', message: 'Please provide your feedback.' },
  failed: { title: 'Submission Failed', message: 'There was an error submitting your survey. Please try again.' },
  thanks: { title: 'Thank You!', message: 'Your feedback has been submitted successfully. We appreciate your input!' },
} as const;

// Field order is check order: email, rating, feedback (SPEC §5), then the optional fields.
export const SurveySchema = z.strictObject({
    email: email(SURVEY_MESSAGES.email.message, SURVEY_MESSAGES.email.message),
    rating: z.pipe(
      z
        .optional(z.string())
        .check(z.refine((v) => v !== undefined && /^[1-5]$/.test(v), { error: SURVEY_MESSAGES.rating.message })),
      z.transform(Number),
    ),
    feedback: requiredText('Feedback', LIMITS.feedback, SURVEY_MESSAGES.feedback.message, true),
    name: optionalText('Name', LIMITS.name),
    interviewExperience: optionalText('Your answer', LIMITS.interviewAnswer, true),
    interviewSuggestions: optionalText('Your answer', LIMITS.interviewAnswer, true),
    interviewFavorite: optionalText('Your answer', LIMITS.interviewAnswer, true),
    submissionId,
    website: honeypot,
    language: z._default(z.optional(z.enum(LOCALES)), 'en'),
});

export type SurveyInput = z.infer<typeof SurveySchema>;

const titles = Object.fromEntries(
  [SURVEY_MESSAGES.email, SURVEY_MESSAGES.rating, SURVEY_MESSAGES.feedback].map((m) => [m.message, m.title]),
);

export const validateSurvey = (input: unknown) => validateWith(SurveySchema, titles, input);
