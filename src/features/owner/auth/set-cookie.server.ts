/** One Set-Cookie line as a name, a value (kept as sent, already encoded) and its attributes. */
export interface ParsedCookie {
  name: string;
  value: string;
  options: {
    path?: string;
    domain?: string;
    maxAge?: number;
    expires?: Date;
    httpOnly?: boolean;
    secure?: boolean;
    sameSite?: 'lax' | 'strict' | 'none';
  };
}

/**
 * better-auth hands out cookies as Set-Cookie lines; Astro Actions can only set cookies one by one
 * through `context.cookies`, so the lines are taken apart without changing a byte of the value.
 */
export function parseSetCookie(line: string): ParsedCookie | undefined {
  const [pair, ...attributes] = line.split(';');
  const eq = pair?.indexOf('=') ?? -1;
  if (!pair || eq <= 0) return undefined;
  const cookie: ParsedCookie = { name: pair.slice(0, eq).trim(), value: pair.slice(eq + 1).trim(), options: {} };
  for (const attribute of attributes) {
    const [rawKey = '', ...rest] = attribute.split('=');
    const key = rawKey.trim().toLowerCase();
    const value = rest.join('=').trim();
    if (key === 'path') cookie.options.path = value;
    else if (key === 'domain') cookie.options.domain = value;
    else if (key === 'max-age' && /^-?\d+$/.test(value)) cookie.options.maxAge = Number(value);
    else if (key === 'expires' && !Number.isNaN(Date.parse(value))) cookie.options.expires = new Date(value);
    else if (key === 'httponly') cookie.options.httpOnly = true;
    else if (key === 'secure') cookie.options.secure = true;
    else if (key === 'samesite' && /^(lax|strict|none)$/i.test(value)) cookie.options.sameSite = value.toLowerCase() as 'lax' | 'strict' | 'none';
  }
  return cookie;
}
