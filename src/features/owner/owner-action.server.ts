import type { FormRequest, FormSpec } from '../../platform/form-submission.ts';
import { getAdminSession, type AdminIdentity } from './auth/session.server.ts';

export const SIGNED_OUT_MESSAGE = 'Your owner session has ended. Please sign in again.';

/** The owner on /admin pages, found by the guard; actions called at /_actions/… look the session up themselves. */
const signedInOwner = async ({ headers, ip, locals }: FormRequest) => locals?.admin ?? (await getAdminSession(headers, ip, { refresh: false })).admin;

export type OwnerForm<I, O> = FormSpec<I, O, AdminIdentity>;

/**
 * An owner-area form for the form pipeline (src/platform/form-submission.ts): a signed-in owner first,
 * nothing read from the form before, then the strict schema (first problem only), then the change.
 */
export const ownerForm = <I, O>(spec: Pick<OwnerForm<I, O>, 'name' | 'lists' | 'validate' | 'run'>): OwnerForm<I, O> => ({
  ...spec,
  session: { find: signedInOwner, signedOut: SIGNED_OUT_MESSAGE },
});
