import { actions } from 'astro:actions';
import ActionForm from '../../../ui/forms/ActionForm.tsx';
import Field from '../../../ui/forms/Field.tsx';
import SubmitButton from '../../../ui/forms/SubmitButton.tsx';
import ToastRegion from '../../../ui/ToastRegion.tsx';
import { serverOrOwnFailure, useActionForm, type PublicFormProps } from '../../../ui/forms/use-action-form.ts';
import { validateEnquiry, type EnquiryMessages } from '../schema.ts';
import { LIMITS, SERVICE_VALUES } from '../../../platform/limits.ts';
import type { Messages } from '../../../i18n/messages.ts';
import { EmailField, NameField } from '../../../ui/forms/PersonFields.tsx';

type Props = PublicFormProps<Messages['contact']['form'], EnquiryMessages>;

/** The services enquiry: on success a message above the form, which is emptied for the next one. */
export default function EnquiryForm({ initial, language, messages, validation }: Props) {
  const form = useActionForm({
    initial,
    validate: (values) => validateEnquiry(values, () => validation),
    send: (data) => actions.contact(data),
    toastProblems: false,
    failure: serverOrOwnFailure(messages.failedTitle, messages),
  });
  const { values, errorFor } = form;
  const serviceError = errorFor('service');

  return (
    <section aria-labelledby="enquiry-heading" className="mt-12 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sky md:p-8">
      <h2 id="enquiry-heading" className="font-serif text-2xl font-bold text-navy">
        {messages.heading}
      </h2>
      <div role="status" className="mt-4 empty:hidden">
        {form.succeeded && <p className="rounded-lg bg-leaf/10 p-4 font-semibold text-leaf ring-1 ring-leaf">{messages.success}</p>}
      </div>
      <ActionForm form={form} action={actions.contact.toString()} language={language} honeypotLabel={validation.fields.honeypot} className="mt-4 space-y-5">
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
        <div>
          <label htmlFor="field-service" className="block font-semibold text-navy">
            {messages.service}
          </label>
          <select
            id="field-service"
            name="service"
            required
            defaultValue={values['service'] ?? SERVICE_VALUES[0]}
            aria-describedby="field-service-error"
            aria-invalid={serviceError ? true : undefined}
            className="mt-1 block w-full rounded-md border border-muted/50 bg-white px-3 py-2"
          >
            {SERVICE_VALUES.map((service) => (
              <option key={service} value={service}>
                {messages.services[service]}
              </option>
            ))}
          </select>
          <p id="field-service-error" className="mt-1 text-sm font-semibold text-coral">
            {serviceError}
          </p>
        </div>
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
      <ToastRegion toasts={form.toasts} />
    </section>
  );
}
