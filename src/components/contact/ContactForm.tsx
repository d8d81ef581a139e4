import { useState, type SubmitEvent } from 'react';
import { actions } from 'astro:actions';
import ActionForm from '../forms/ActionForm.tsx';
import Field from '../forms/Field.tsx';
import SubmitButton from '../forms/SubmitButton.tsx';
import ToastRegion from '../ui/ToastRegion.tsx';
import { useActionForm } from '../forms/use-action-form.ts';
import { CONTACT_MESSAGES, validateContact } from '../../lib/forms/contact.ts';
import type { FormState } from '../../lib/forms/state.ts';
import { LIMITS, SERVICES } from '../../lib/limits.ts';

/** The services enquiry: on success a message above the form, which is emptied for the next one. */
export default function ContactForm({ initial }: { initial: FormState }) {
  const [sent, setSent] = useState(initial.succeeded);
  const form = useActionForm({
    initial,
    validate: validateContact,
    send: (data) => actions.contact(data),
    toastProblems: false,
    failure: (error) => ({
      field: '',
      title: 'Submission failed',
      message: error === 'network' ? CONTACT_MESSAGES.network : error?.message || CONTACT_MESSAGES.failed,
    }),
    onSuccess: () => setSent(true),
  });
  const { values, errorFor } = form;
  const serviceError = errorFor('service');

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    setSent(false);
    form.onSubmit(event);
  };

  return (
    <section aria-labelledby="enquiry-heading" className="mt-12 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sky md:p-8">
      <h2 id="enquiry-heading" className="font-serif text-2xl font-bold text-navy">
        Send an enquiry
      </h2>
      <div role="status" className="mt-4 empty:hidden">
        {sent && <p className="rounded-lg bg-leaf/10 p-4 font-semibold text-leaf ring-1 ring-leaf">{CONTACT_MESSAGES.success}</p>}
      </div>
      <ActionForm form={form} action={actions.contact.toString()} onSubmit={onSubmit} className="mt-4 space-y-5">
        <Field name="name" label="Name *" required maxLength={LIMITS.name} autoComplete="name" defaultValue={values['name']} error={errorFor('name')} />
        <Field
          name="email"
          label="Email *"
          type="email"
          required
          maxLength={LIMITS.email}
          autoComplete="email"
          defaultValue={values['email']}
          error={errorFor('email')}
        />
        <Field
          name="phone"
          label="Phone *"
          type="tel"
          required
          maxLength={LIMITS.phone}
          autoComplete="tel"
          defaultValue={values['phone']}
          error={errorFor('phone')}
          hint="Include your country code, for example +63 917 123 4567."
        />
        <div>
          <label htmlFor="field-service" className="block font-semibold text-navy">
            Service *
          </label>
          <select
            id="field-service"
            name="service"
            required
            defaultValue={values['service'] ?? SERVICES[0].value}
            aria-describedby="field-service-error"
            aria-invalid={serviceError ? true : undefined}
            className="mt-1 block w-full rounded-md border border-muted/50 bg-white px-3 py-2"
          >
            {SERVICES.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
          <p id="field-service-error" className="mt-1 text-sm font-semibold text-coral">
            {serviceError}
          </p>
        </div>
        <Field
          name="message"
          label="Message *"
          multiline
          rows={5}
          required
          maxLength={LIMITS.message}
          defaultValue={values['message']}
          error={errorFor('message')}
        />
        <SubmitButton label="Send Message" busyLabel="Sending..." busy={form.busy} />
      </ActionForm>
      <ToastRegion toasts={form.toasts} />
    </section>
  );
}
