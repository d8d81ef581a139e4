import { formValues, type Validation } from '../../ui/forms/fields.ts';
import { getAdminSession, type AdminIdentity } from './auth/session.server.ts';

export const SIGNED_OUT_MESSAGE = 'Your owner session has ended. Please sign in again.';

export type OwnerActionResult<O> = { ok: true; data: O } | { ok: false; status: 400 | 401 | 404 | 409; message: string };

export interface OwnerAction<I, O> {
  /** Fields a form may send several times (checkboxes of one name); each arrives as an array. */
  lists?: readonly string[];
  validate: (input: unknown) => Validation<I>;
  /** The change itself; a refusal (the row is gone, or cannot change) is returned, not thrown. */
  run: (input: I, admin: AdminIdentity) => Promise<{ ok: true; data: O } | { ok: false; status: 404 | 409; message: string }>;
}

export interface OwnerRequest {
  headers: Headers;
  ip: string;
  /** Set by the guard on /admin pages; actions called at /_actions/… look the session up themselves. */
  admin?: AdminIdentity | undefined;
}

/**
 * The one path every owner-area form takes: a signed-in owner, then the strict schema (first problem
 * only), then the change. Nothing is read from the form before the session is known.
 */
export async function runOwnerAction<I, O>(action: OwnerAction<I, O>, form: FormData, request: OwnerRequest): Promise<OwnerActionResult<O>> {
  const admin = request.admin ?? (await getAdminSession(request.headers, request.ip, { refresh: false })).admin;
  if (!admin) return { ok: false, status: 401, message: SIGNED_OUT_MESSAGE };
  const values = formValues(form, action.lists ?? []);
  const validation = values.ok ? action.validate(values.data) : values;
  if (!validation.ok) return { ok: false, status: 400, message: validation.problem.message };
  return action.run(validation.data, admin);
}
