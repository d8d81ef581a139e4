import { useState } from 'react';
import { actions } from 'astro:actions';
import ActionForm from '../forms/ActionForm.tsx';
import Field from '../forms/Field.tsx';
import SubmitButton from '../forms/SubmitButton.tsx';
import ToastRegion from '../ui/ToastRegion.tsx';
import { useActionForm } from '../forms/use-action-form.ts';
import { STORY_MESSAGES, validateStory } from '../../lib/forms/story.ts';
import type { FormState } from '../../lib/forms/state.ts';
import { LIMITS } from '../../lib/limits.ts';
import { site } from '../../site.config.ts';

/** The "share your story" form and its thank-you. */
export default function StoryForm({ initial }: { initial: FormState }) {
  const [thanked, setThanked] = useState(initial.succeeded);
  const form = useActionForm({
    initial,
    validate: validateStory,
    send: (data) => actions.story(data),
    toastProblems: false,
    failure: (error) => ({
      field: '',
      title: 'Your story was not sent',
      message:
        error === 'network'
          ? 'Network error. Please check your connection and try again.'
          : error?.message || 'Something went wrong. Please try again.',
    }),
    onSuccess: () => setThanked(true),
  });
  const { values, errorFor } = form;
  const consentError = errorFor('consent');

  return (
    <section aria-labelledby="story-heading" className="mt-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sky md:p-8">
      <div hidden={!thanked} role="status">
        <h2 className="font-serif text-2xl font-bold text-navy">Thank you for sharing!</h2>
        <p className="mt-2">{STORY_MESSAGES.thanks}</p>
      </div>
      <div hidden={thanked}>
        <h2 id="story-heading" className="font-serif text-2xl font-bold text-navy">
          Your story
        </h2>
        <ActionForm form={form} action={actions.story.toString()} className="mt-4 space-y-5">
          <Field
            name="name"
            label="Name (optional)"
            hint="Leave blank to stay anonymous."
            maxLength={LIMITS.name}
            autoComplete="name"
            defaultValue={values['name']}
            error={errorFor('name')}
          />
          <Field
            name="email"
            label="Email *"
            type="email"
            required
            maxLength={LIMITS.email}
            autoComplete="email"
            hint="Only our team sees it, to reach you about your story."
            defaultValue={values['email']}
            error={errorFor('email')}
          />
          <Field
            name="country"
            label="Country where you work *"
            required
            maxLength={LIMITS.country}
            autoComplete="country-name"
            defaultValue={values['country']}
            error={errorFor('country')}
          />
          <Field
            name="story"
            label="Your story *"
            multiline
            rows={8}
            required
            minLength={LIMITS.storyMin}
            maxLength={LIMITS.storyMax}
            hint={`Between ${LIMITS.storyMin} and ${LIMITS.storyMax.toLocaleString('en-US')} characters.`}
            defaultValue={values['story']}
            error={errorFor('story')}
          />
          <div className="flex items-start gap-3">
            <input id="field-interviewOk" name="interviewOk" type="checkbox" defaultChecked={values['interviewOk'] === 'on'} className="mt-1 h-5 w-5" />
            <label htmlFor="field-interviewOk">I'd be happy to be interviewed</label>
          </div>
          <div>
            <div className="flex items-start gap-3">
              <input
                id="field-consent"
                name="consent"
                type="checkbox"
                required
                defaultChecked={values['consent'] === 'on'}
                aria-describedby="field-consent-error"
                aria-invalid={consentError ? true : undefined}
                className="mt-1 h-5 w-5"
              />
              <label htmlFor="field-consent">I agree that {site.name} may publish my story (we will contact you first) *</label>
            </div>
            <p id="field-consent-error" className="mt-1 text-sm font-semibold text-coral">
              {consentError}
            </p>
          </div>
          <SubmitButton label="Share My Story" busyLabel="Sending..." busy={form.busy} />
        </ActionForm>
      </div>
      <ToastRegion toasts={form.toasts} />
    </section>
  );
}
