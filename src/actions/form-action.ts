import { ActionError, defineAction, type ActionErrorCode } from 'astro:actions';
import { clientIp } from '../platform/http/client-ip.ts';
import { submitForm, type FormSpec } from '../platform/form-submission.ts';

const CODES: Record<number, ActionErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
};

export const actionErrorCode = (status: number): ActionErrorCode => CODES[status] ?? 'BAD_REQUEST';

/**
 * A form as an Astro Action, public or the owner's: it goes through the one pipeline
 * (src/platform/form-submission.ts); a refusal becomes the action's error, with its HTTP status.
 */
export const formAction = <T, R, S>(spec: FormSpec<T, R, S>) =>
  defineAction({
    accept: 'form',
    handler: async (form, context) => {
      const answer = await submitForm(spec, form, {
        headers: context.request.headers,
        ip: clientIp(context.request.headers, context.clientAddress),
        locals: context.locals,
      });
      if (!answer.ok) throw new ActionError({ code: actionErrorCode(answer.status), message: answer.message });
      return answer.data;
    },
  });
