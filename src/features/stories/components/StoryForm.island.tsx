import { actions } from 'astro:actions';
import ActionForm from '../../../ui/forms/ActionForm.tsx';
import Field from '../../../ui/forms/Field.tsx';
import SubmitButton from '../../../ui/forms/SubmitButton.tsx';
import Card from '../../../ui/Card.tsx';
import FormConfirmation from '../../../ui/forms/FormConfirmation.tsx';
import { serverOrOwnFailure, useActionForm, type PublicFormProps } from '../../../ui/forms/use-action-form.ts';
import { fill } from '../../../ui/forms/fields.ts';
import { validateStory, type StoryMessages } from '../schema.ts';
import { LIMITS } from '../../../platform/limits.ts';
import { site } from '../../../site.config.ts';
import { INTL_LOCALE, localePath } from '../../../i18n/locales.ts';
import type { Messages } from '../../../i18n/messages.ts';
import { EmailField, NameField } from '../../../ui/forms/PersonFields.tsx';

type Props = PublicFormProps<Messages['connect']['form'], StoryMessages>;

export default function StoryForm({ initial, locale, messages, validation }: Props) {
  const form = useActionForm({
    initial,
    validate: (values) => validateStory(values, () => validation),
    send: (data) => actions.story(data),
    failure: serverOrOwnFailure(messages.failedTitle, messages),
  });
  const { values, errorFor, succeeded: thanked } = form;
  const consentError = errorFor('consent');

  return (
    <Card as="section" aria-labelledby="story-heading" className="mt-8 p-6 md:p-8">
      {thanked && (
        <FormConfirmation holdsResult={form.holdsResult} id="form-result" heading={messages.thanksTitle} next={{ href: localePath(locale, '/stories'), label: messages.thanksLink }}>
          <p className="mt-2">{messages.thanks}</p>
          <p className="mt-2">{messages.thanksNext}</p>
        </FormConfirmation>
      )}
      <div hidden={thanked}>
        <h2 id="story-heading" className="font-serif text-2xl font-bold text-navy">
          {messages.heading}
        </h2>
        <ActionForm
          form={form}
          action={actions.story.toString()}
          locale={locale}
          honeypotLabel={validation.fields.honeypot}
          summaryHeading={validation.fields.summaryHeading}
          className="mt-4 space-y-5"
        >
          <NameField label={messages.name} hint={messages.nameHint} defaultValue={values['name']} error={errorFor('name')} />
          <EmailField label={messages.email} hint={messages.emailHint} defaultValue={values['email']} error={errorFor('email')} />
          <Field
            name="country"
            label={messages.country}
            required
            maxLength={LIMITS.country}
            autoComplete="country-name"
            defaultValue={values['country']}
            error={errorFor('country')}
          />
          <Field
            name="story"
            label={messages.story}
            multiline
            rows={8}
            required
            minLength={LIMITS.storyMin}
            maxLength={LIMITS.storyMax}
            hint={fill(messages.storyHint, { min: LIMITS.storyMin, max: LIMITS.storyMax.toLocaleString(INTL_LOCALE[locale]) })}
            defaultValue={values['story']}
            error={errorFor('story')}
          />
          <div className="flex items-start gap-3">
            <input id="field-interviewOk" name="interviewOk" type="checkbox" defaultChecked={values['interviewOk'] === 'on'} className="mt-1 h-5 w-5" />
            <label htmlFor="field-interviewOk">{messages.interviewOk}</label>
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
              <label htmlFor="field-consent">{fill(messages.consent, { site: site.name })}</label>
            </div>
            <p id="field-consent-error" className="mt-1 text-sm font-semibold text-coral">
              {consentError}
            </p>
          </div>
          <SubmitButton label={messages.submit} busyLabel={messages.busy} busy={form.busy} />
        </ActionForm>
      </div>
    </Card>
  );
}
