import { useState } from 'react';
import { actions } from 'astro:actions';
import ActionForm from '../forms/ActionForm.tsx';
import Field from '../forms/Field.tsx';
import SubmitButton from '../forms/SubmitButton.tsx';
import ToastRegion from '../ui/ToastRegion.tsx';
import { useActionForm } from '../forms/use-action-form.ts';
import { EBOOK_MESSAGES, validateEbook } from '../../lib/forms/ebook.ts';
import type { FormState } from '../../lib/forms/state.ts';
import { LIMITS } from '../../lib/limits.ts';

/** The e-book page's signup form; its thank-you shows only once the signup was stored. */
export default function EbookSignup({ initial }: { initial: FormState }) {
  const [thanked, setThanked] = useState(initial.succeeded);
  const form = useActionForm({
    initial,
    validate: validateEbook,
    send: (data) => actions.ebook(data),
    toastProblems: false,
    failure: (error) => ({
      field: '',
      title: 'Signup failed',
      message: error === 'network' ? EBOOK_MESSAGES.popupNetwork : error?.status === 429 ? error.message : EBOOK_MESSAGES.pageFailed,
    }),
    onSuccess: () => {
      form.showToast({ title: 'Thank you!', message: EBOOK_MESSAGES.pageThanks });
      setThanked(true);
    },
  });
  const { values, errorFor } = form;

  return (
    <section aria-labelledby="signup-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sky">
      <div hidden={!thanked} role="status">
        <h2 className="font-serif text-2xl font-bold text-navy">Thank you!</h2>
        <p className="mt-2">{EBOOK_MESSAGES.pageThanks}</p>
      </div>
      <div hidden={thanked}>
        <h2 id="signup-heading" className="font-serif text-2xl font-bold text-navy">
          Send me the e-book
        </h2>
        <ActionForm form={form} action={actions.ebook.toString()} withSubmissionId={false} className="mt-4 space-y-5">
          <input type="hidden" name="source" value="ebook_page" />
          <Field
            name="email"
            label="Email Address *"
            type="email"
            required
            maxLength={LIMITS.email}
            autoComplete="email"
            defaultValue={values['email']}
            error={errorFor('email')}
          />
          <Field name="name" label="Name (optional)" maxLength={LIMITS.name} autoComplete="name" defaultValue={values['name']} error={errorFor('name')} />
          <SubmitButton label="Get the E-book" busyLabel="Sending..." busy={form.busy} />
        </ActionForm>
      </div>
      <ToastRegion toasts={form.toasts} />
    </section>
  );
}
