import { ActionError, defineAction } from 'astro:actions';
import { signInWithForm, parseSetCookie } from '../../features/owner/index.server.ts';
import { clientIp } from '../../platform/http/client-ip.ts';
import { actionErrorCode } from '../form-action.ts';

/** Password and TOTP (or backup) code in one form; the session cookie is set only after both passed. */
export const signIn = defineAction({
  accept: 'form',
  handler: async (form, context) => {
    const typed = form.get('email');
    // The page shows the e-mail again after a failure; never the password or the code.
    context.locals.form = { name: 'admin.signIn', values: { email: typeof typed === 'string' ? typed.slice(0, 254) : '' } };
    const result = await signInWithForm(form, context.request.headers, clientIp(context.request.headers, context.clientAddress));
    if (!result.ok) {
      if (result.retryAfter) context.locals.retryAfter = result.retryAfter;
      throw new ActionError({ code: actionErrorCode(result.status), message: result.message });
    }
    for (const line of result.setCookies) {
      const cookie = parseSetCookie(line);
      if (cookie) context.cookies.set(cookie.name, cookie.value, { ...cookie.options, encode: (value) => value });
    }
    return { signedIn: true };
  },
});
