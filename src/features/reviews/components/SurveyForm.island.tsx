import { actions } from 'astro:actions';
import ActionForm from '../../../ui/forms/ActionForm.tsx';
import Field from '../../../ui/forms/Field.tsx';
import StarRating from '../../../ui/forms/StarRating.tsx';
import SubmitButton from '../../../ui/forms/SubmitButton.tsx';
import Button from '../../../ui/Button.tsx';
import Card from '../../../ui/Card.tsx';
import FormConfirmation from '../../../ui/forms/FormConfirmation.tsx';
import { useActionForm, type PublicFormProps } from '../../../ui/forms/use-action-form.ts';
import { validateSurvey, type SurveyMessages } from '../schema.ts';
import { LIMITS } from '../../../platform/limits.ts';
import { localePath } from '../../../i18n/locales.ts';
import type { Messages } from '../../../i18n/messages.ts';
import { EmailField, NameField, NewsletterOptIn } from '../../../ui/forms/PersonFields.tsx';

type Props = PublicFormProps<Messages['survey']['form'], SurveyMessages>;

export default function SurveyForm({ initial, locale, messages, validation }: Props) {
  const form = useActionForm({
    initial,
    validate: (values) => validateSurvey(values, () => validation),
    send: (data) => actions.survey(data),
    failure: (error) => ({
      field: '',
      title: messages.failed.title,
      message: error !== 'network' && error?.status === 429 ? error.message : messages.failed.message,
    }),
  });
  const { values, errorFor, succeeded: thanked } = form;

  const again = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.again();
    requestAnimationFrame(() => document.getElementById('field-name')?.focus());
  };

  return (
    <div className="min-h-[500px]">
      {thanked && (
        <Card className="p-8 text-center">
          <FormConfirmation
            holdsResult={form.holdsResult}
            id="form-result"
            heading={messages.thanks.title}
            next={{ href: `${localePath(locale, '/')}#reviews-heading`, label: messages.thanks.link }}
          >
            <p className="mt-3">{messages.thanks.message}</p>
            <p className="mt-2">{messages.thanks.next}</p>
            <form method="get" action={localePath(locale, '/survey')} className="mt-6" onSubmit={again}>
              <Button type="submit" size="lg">
                {messages.again}
              </Button>
            </form>
          </FormConfirmation>
        </Card>
      )}

      <Card as="section" hidden={thanked} aria-labelledby="survey-heading" className="p-6 md:p-8">
        <h2 id="survey-heading" className="font-serif text-2xl font-bold text-navy">
          {messages.heading}
        </h2>
        <p className="mt-1 text-muted">{messages.intro}</p>
        <ActionForm
          form={form}
          action={actions.survey.toString()}
          locale={locale}
          honeypotLabel={validation.fields.honeypot}
          summaryHeading={validation.fields.summaryHeading}
          className="mt-6 space-y-5"
        >
          <NameField label={messages.name} defaultValue={values['name']} error={errorFor('name')} />
          <EmailField label={messages.email} defaultValue={values['email']} error={errorFor('email')} hint={messages.emailHint} />
          <StarRating legend={messages.rating} starLabels={messages.stars} noRating={messages.noRating} defaultValue={values['rating']} error={errorFor('rating')} />
          <Field
            name="feedback"
            label={messages.feedback}
            multiline
            rows={4}
            mobileRows={3}
            required
            maxLength={LIMITS.feedback}
            defaultValue={values['feedback']}
            error={errorFor('feedback')}
          />
          <fieldset className="space-y-4 rounded-xl bg-cream p-4">
            <legend className="px-1 font-semibold text-navy">{messages.interviews}</legend>
            <Field
              name="interviewExperience"
              label={messages.interviewExperience}
              multiline
              rows={3}
              mobileRows={2}
              maxLength={LIMITS.interviewAnswer}
              defaultValue={values['interviewExperience']}
              error={errorFor('interviewExperience')}
            />
            <Field
              name="interviewSuggestions"
              label={messages.interviewSuggestions}
              multiline
              rows={3}
              mobileRows={2}
              maxLength={LIMITS.interviewAnswer}
              defaultValue={values['interviewSuggestions']}
              error={errorFor('interviewSuggestions')}
            />
            <Field
              name="interviewFavorite"
              label={messages.interviewFavorite}
              multiline
              rows={3}
              mobileRows={2}
              maxLength={LIMITS.interviewAnswer}
              defaultValue={values['interviewFavorite']}
              error={errorFor('interviewFavorite')}
            />
          </fieldset>
          <NewsletterOptIn label={messages.newsletterOptIn} defaultChecked={values['newsletter'] === 'on'} />
          <SubmitButton label={messages.submit} busyLabel={messages.busy} busy={form.busy} />
        </ActionForm>
      </Card>
    </div>
  );
}
