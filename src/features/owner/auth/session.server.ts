import { getPool } from '../../../platform/db/client.ts';
import { log } from '../../../platform/log.ts';
import { getAuth, SESSION_ABSOLUTE_SECONDS } from './auth.server.ts';
import { authHeaders } from './request-headers.server.ts';

export interface AdminIdentity {
  userId: string;
  sessionId: string;
  name: string;
  signedInAt: Date;
  expiresAt: Date;
}

export type AdminSessionResult =
  | { admin: AdminIdentity; setCookies: string[] }
  | { admin: null; setCookies: string[]; reason: 'none' | 'absolute-cap' };

/** The channel that tells every instance's open live streams that a session ended. */
export const SESSION_ENDED_CHANNEL = 'admin_session_ended';

/** True once a session signed in at `createdAt` has reached its absolute lifetime at `now`. */
export function pastAbsoluteLifetime(createdAt: Date, now: Date): boolean {
  return now.getTime() - createdAt.getTime() >= SESSION_ABSOLUTE_SECONDS * 1000;
}

/**
 * The owner behind this request, or null. better-auth checks the cookie and the sliding (idle)
 * expiry; we add the absolute lifetime, which better-auth does not have, and end a session past it.
 * `refresh: false` reads without counting as activity (the live stream's periodic check).
 */
export async function getAdminSession(
  request: Headers,
  clientIp: string,
  { refresh = true, now = new Date() }: { refresh?: boolean; now?: Date } = {},
): Promise<AdminSessionResult> {
  const auth = getAuth();
  const headers = authHeaders(request, clientIp);
  if (!headers.has('cookie')) return { admin: null, setCookies: [], reason: 'none' };
  const { headers: out, response } = await auth.api.getSession({
    headers,
    query: { disableRefresh: !refresh },
    returnHeaders: true,
  });
  const setCookies = out.getSetCookie();
  if (!response) return { admin: null, setCookies, reason: 'none' };
  const { session, user } = response;
  if (pastAbsoluteLifetime(new Date(session.createdAt), now)) {
    const ended = await endSession(request, clientIp);
    log.info({ event: 'admin_session_expired', userId: user.id, at: now.toISOString() }, 'owner session reached its absolute lifetime');
    return { admin: null, setCookies: ended, reason: 'absolute-cap' };
  }
  return {
    admin: {
      userId: user.id,
      sessionId: session.id,
      name: user.name,
      signedInAt: new Date(session.createdAt),
      expiresAt: new Date(session.expiresAt),
    },
    setCookies,
  };
}

/** Deletes the session of this request (if any), tells live streams, and returns the cookies that clear it. */
export async function endSession(request: Headers, clientIp: string): Promise<string[]> {
  const auth = getAuth();
  const headers = authHeaders(request, clientIp);
  const current = await auth.api.getSession({ headers, query: { disableRefresh: true } }).catch(() => null);
  let setCookies: string[] = [];
  try {
    const { headers: out } = await auth.api.signOut({ headers, returnHeaders: true });
    setCookies = out.getSetCookie();
  } finally {
    if (current) await getPool().query('select pg_notify($1, $2)', [SESSION_ENDED_CHANNEL, current.session.id]);
  }
  return setCookies;
}
