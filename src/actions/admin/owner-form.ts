import { ActionError, defineAction, type ActionErrorCode } from 'astro:actions';
import { runOwnerAction, type OwnerAction } from '../../features/owner/index.server.ts';
import { clientIp } from '../../platform/http/client-ip.ts';

const CODES: Record<number, ActionErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'TOO_MANY_REQUESTS',
};

export const actionErrorCode = (status: number): ActionErrorCode => CODES[status] ?? 'BAD_REQUEST';

/**
 * An owner-area form as an Astro Action: refused without a signed-in owner, strict input, then the change.
 * With `keepAs`, what was typed is kept for the page (a long text the owner edited must not be lost).
 */
export const ownerForm = <I, O>(action: OwnerAction<I, O>, keepAs?: string) =>
  defineAction({
    accept: 'form',
    handler: async (form, context) => {
      if (keepAs) {
        const values: Record<string, string> = {};
        for (const [key, value] of form) if (typeof value === 'string') values[key] = value;
        context.locals.form = { name: keepAs, values };
      }
      const result = await runOwnerAction(action, form, {
        headers: context.request.headers,
        ip: clientIp(context.request.headers, context.clientAddress),
        admin: context.locals.admin,
      });
      if (!result.ok) throw new ActionError({ code: actionErrorCode(result.status), message: result.message });
      return result.data;
    },
  });
