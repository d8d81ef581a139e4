import { useRef, useState } from 'react';
import { actions } from 'astro:actions';
import ActionForm from '../forms/ActionForm.tsx';
import Field from '../forms/Field.tsx';
import StarRating from '../forms/StarRating.tsx';
import SubmitButton from '../forms/SubmitButton.tsx';
import ToastRegion from '../ui/ToastRegion.tsx';
import { useActionForm } from '../forms/use-action-form.ts';
import { SURVEY_MESSAGES, validateSurvey } from '../../lib/forms/survey.ts';
import type { FormState } from '../../lib/forms/state.ts';
import { LIMITS } from '../../lib/limits.ts';

/** The feedback survey and its thank-you screen. */
export default function SurveyForm({ initial }: { initial: FormState }) {
  const [thanked, setThanked] = useState(initial.succeeded);
  const thanksHeading = useRef<HTMLHeadingElement>(null);
  const form = useActionForm({
    initial,
    validate: validateSurvey,
    send: (data) => actions.survey(data),
    failure: (error) => ({
      field: '',
      title: SURVEY_MESSAGES.failed.title,
      message: error !== 'network' && error?.status === 429 ? error.message : SURVEY_MESSAGES.failed.message,
    }),
    onSuccess: () => {
      setThanked(true);
      requestAnimationFrame(() => thanksHeading.current?.focus());
    },
  });
  const { values, errorFor } = form;

  const again = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setThanked(false);
    requestAnimationFrame(() => document.getElementById('field-name')?.focus());
  };

  return (
    <div className="min-h-[500px]">
      <section hidden={!thanked} className="rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-sky" aria-labelledby="thanks-heading">
        <h2 id="thanks-heading" ref={thanksHeading} className="font-serif text-3xl font-bold text-navy" tabIndex={-1}>
          {SURVEY_MESSAGES.thanks.title}
        </h2>
        <p className="mt-3">{SURVEY_MESSAGES.thanks.message}</p>
        <form method="get" action="/survey" className="mt-6" onSubmit={again}>
          <button type="submit" className="rounded-full bg-ocean px-6 py-3 font-semibold text-white hover:bg-ocean-dark">
            Submit Another Response
          </button>
        </form>
      </section>

      <section hidden={thanked} aria-labelledby="survey-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sky md:p-8">
        <h2 id="survey-heading" className="font-serif text-2xl font-bold text-navy">
          Share Your Feedback
        </h2>
        <p className="mt-1 text-muted">Help us improve by sharing your experience with our services</p>
        <ActionForm form={form} action={actions.survey.toString()} className="mt-6 space-y-5">
          <Field name="name" label="Name (optional)" maxLength={LIMITS.name} autoComplete="name" defaultValue={values['name']} error={errorFor('name')} />
          <Field
            name="email"
            label="Email *"
            type="email"
            required
            maxLength={LIMITS.email}
            autoComplete="email"
            defaultValue={values['email']}
            error={errorFor('email')}
            hint="Never shown publicly."
          />
          <StarRating defaultValue={values['rating']} error={errorFor('rating')} />
          <Field
            name="feedback"
            label="Feedback *"
            multiline
            rows={4}
            mobileRows={3}
            required
            maxLength={LIMITS.feedback}
            defaultValue={values['feedback']}
            error={errorFor('feedback')}
          />
          <fieldset className="space-y-4 rounded-xl bg-cream p-4">
            <legend className="px-1 font-semibold text-navy">About our interviews (optional)</legend>
            <Field
              name="interviewExperience"
              label="How would you describe your experience with our interviews and episodes?"
              multiline
              rows={3}
              mobileRows={2}
              maxLength={LIMITS.interviewAnswer}
              defaultValue={values['interviewExperience']}
              error={errorFor('interviewExperience')}
            />
            <Field
              name="interviewSuggestions"
              label="Which topics or guests would you like us to feature next?"
              multiline
              rows={3}
              mobileRows={2}
              maxLength={LIMITS.interviewAnswer}
              defaultValue={values['interviewSuggestions']}
              error={errorFor('interviewSuggestions')}
            />
            <Field
              name="interviewFavorite"
              label="Which episode or story has been your favourite, and why?"
              multiline
              rows={3}
              mobileRows={2}
              maxLength={LIMITS.interviewAnswer}
              defaultValue={values['interviewFavorite']}
              error={errorFor('interviewFavorite')}
            />
          </fieldset>
          <SubmitButton label="Submit Feedback" busyLabel="Submitting..." busy={form.busy} />
        </ActionForm>
      </section>
      <ToastRegion toasts={form.toasts} />
    </div>
  );
}
