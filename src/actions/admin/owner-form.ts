import { ActionError, defineAction, type ActionErrorCode } from 'astro:actions';
import { runOwnerAction, type OwnerAction } from '../../server/admin/owner-action.ts';
import { clientIp } from '../../server/client-ip.ts';

const CODES: Record<number, ActionErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'TOO_MANY_REQUESTS',
};

export const actionErrorCode = (status: number): ActionErrorCode => CODES[status] ?? 'BAD_REQUEST';

/** An owner-area form as an Astro Action: refused without a signed-in owner, strict input, then the change. */
export const ownerForm = <I, O>(action: OwnerAction<I, O>) =>
  defineAction({
    accept: 'form',
    handler: async (form, context) => {
      const result = await runOwnerAction(action, form, {
        headers: context.request.headers,
        ip: clientIp(context.request.headers, context.clientAddress),
        admin: context.locals.admin,
      });
      if (!result.ok) throw new ActionError({ code: actionErrorCode(result.status), message: result.message });
      return result.data;
    },
  });
