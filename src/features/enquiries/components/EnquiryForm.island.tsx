import { actions } from 'astro:actions';
import ActionForm from '../../../ui/forms/ActionForm.tsx';
import Field from '../../../ui/forms/Field.tsx';
import SubmitButton from '../../../ui/forms/SubmitButton.tsx';
import Card from '../../../ui/Card.tsx';
import FormConfirmation from '../../../ui/forms/FormConfirmation.tsx';
import { serverOrOwnFailure, useActionForm, type PublicFormProps } from '../../../ui/forms/use-action-form.ts';
import { validateEnquiry, type EnquiryMessages } from '../schema.ts';
import { LIMITS, SERVICE_VALUES } from '../../../platform/limits.ts';
import { localePath } from '../../../i18n/locales.ts';
import type { Messages } from '../../../i18n/messages.ts';
import { EmailField, NameField } from '../../../ui/forms/PersonFields.tsx';

type Props = PublicFormProps<Messages['contact']['form'], EnquiryMessages>;

/** The services enquiry: on success a confirmation above the form, which is emptied for the next one. */
export default function EnquiryForm({ initial, locale, messages, validation }: Props) {
  const form = useActionForm({
    initial,
    validate: (values) => validateEnquiry(values, () => validation),
    send: (data) => actions.contact(data),
    failure: serverOrOwnFailure(messages.failedTitle, messages),
  });
  const { values, errorFor } = form;

  return (
    <Card as="section" aria-labelledby="enquiry-heading" className="mt-12 p-6 md:p-8">
      <h2 id="enquiry-heading" className="font-serif text-2xl font-bold text-navy">
        {messages.heading}
      </h2>
      {form.succeeded && (
        <FormConfirmation
          holdsResult={form.holdsResult}
          id="form-result"
          heading={messages.successTitle}
          next={{ href: localePath(locale, '/blog'), label: messages.successLink }}
          className="mt-4 rounded-lg bg-leaf/10 p-4 ring-1 ring-leaf"
        >
          <p className="mt-2 font-semibold">{messages.success}</p>
          <p className="mt-2">{messages.successNext}</p>
        </FormConfirmation>
      )}
      <ActionForm
        form={form}
        action={actions.contact.toString()}
        locale={locale}
        honeypotLabel={validation.fields.honeypot}
        summaryHeading={validation.fields.summaryHeading}
        className="mt-4 space-y-5"
      >
        <NameField label={messages.name} required defaultValue={values['name']} error={errorFor('name')} />
        <EmailField label={messages.email} defaultValue={values['email']} error={errorFor('email')} />
        <Field
          name="phone"
          label={messages.phone}
          type="tel"
          required
          maxLength={LIMITS.phone}
          autoComplete="tel"
          defaultValue={values['phone']}
          error={errorFor('phone')}
          hint={messages.phoneHint}
        />
        <Field
          name="service"
          label={messages.service}
          options={SERVICE_VALUES.map((service) => ({ value: service, label: messages.services[service] }))}
          required
          defaultValue={values['service'] ?? SERVICE_VALUES[0]}
          error={errorFor('service')}
        />
        <Field
          name="message"
          label={messages.message}
          multiline
          rows={5}
          required
          maxLength={LIMITS.message}
          defaultValue={values['message']}
          error={errorFor('message')}
        />
        <SubmitButton label={messages.submit} busyLabel={messages.busy} busy={form.busy} />
      </ActionForm>
    </Card>
  );
}
