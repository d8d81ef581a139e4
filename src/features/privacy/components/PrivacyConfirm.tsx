import { localePath, type Locale } from '../../../i18n/locales.ts';
import type { Messages } from '../../../i18n/messages.ts';
import { LIMITS, type PrivacyRequestKind } from '../../../platform/limits.ts';
import Button from '../../../ui/Button.tsx';
import Field from '../../../ui/forms/Field.tsx';
import FormAlert from '../../../ui/forms/FormAlert.tsx';
import MessagePage from '../../../ui/MessagePage.tsx';

export type PrivacyConfirmView =
  | {
      state: 'confirm';
      token: string;
      kind: PrivacyRequestKind;
      actionUrl: string;
      problem?: string | undefined;
      /** A refused post: what was typed, kept, and the field the problem is about, marked. */
      posted?: { values: Record<string, string>; field?: string | undefined } | undefined;
    }
  | { state: 'done'; kind: PrivacyRequestKind; capped?: boolean | undefined }
  | { state: 'owner'; kind: PrivacyRequestKind; due: string }
  | { state: 'used' }
  | { state: 'expired' }
  | { state: 'invalid' };

interface Props {
  view: PrivacyConfirmView;
  locale: Locale;
  messages: Messages['privacy'];
}

/** The mailed link's page: what the request will do, and one button (mail scanners open links on their own). */
export default function PrivacyConfirm({ view, locale, messages }: Props) {
  const m = messages.confirm;
  if (view.state === 'used' || view.state === 'expired' || view.state === 'invalid') {
    const problem = messages.linkProblem[view.state];
    return (
      <MessagePage heading={problem.heading} text={problem.text} next={{ href: localePath(locale, '/privacy/request'), label: messages.linkProblem.again }} />
    );
  }
  if (view.state === 'done' || view.state === 'owner') {
    return (
      <MessagePage status heading={m.doneHeading} text={view.state === 'done' && view.capped ? m.copyCapped : m.done[view.kind]}>
        {view.state === 'owner' && <p className="mt-4">{m.ownerNeeded(view.due)}</p>}
      </MessagePage>
    );
  }
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <h1 className="font-serif text-3xl font-bold text-navy">{m.heading[view.kind]}</h1>
      <p className="mt-4">{m.intro[view.kind]}</p>
      <form method="post" action={view.actionUrl} className="mt-6 space-y-4">
        <FormAlert problem={view.problem ? { title: m.problemTitle, message: view.problem } : undefined} />
        <input type="hidden" name="token" value={view.token} />
        <input type="hidden" name="language" value={locale} />
        {view.kind === 'correct' && (
          <>
            <Field
              name="newName"
              label={m.newName}
              hint={m.newNameHint}
              maxLength={LIMITS.name}
              autoComplete="name"
              defaultValue={view.posted?.values['newName']}
              error={view.posted?.field === 'newName' ? view.problem : undefined}
            />
            <Field
              name="newEmail"
              type="email"
              label={m.newEmail}
              hint={m.newEmailHint}
              maxLength={LIMITS.email}
              autoComplete="email"
              defaultValue={view.posted?.values['newEmail']}
              error={view.posted?.field === 'newEmail' ? view.problem : undefined}
            />
          </>
        )}
        <Button type="submit" size="lg">
          {m.button[view.kind]}
        </Button>
      </form>
    </div>
  );
}
