/** Addresses whose last segment is the secret of a private link (in either language). */
const PRIVATE_LINK = /^((?:\/[a-z]{2,3})?\/(?:ebook\/download|stories\/review|stories\/remove))\/.+/;

/** A path fit for the logs: no query, bounded, and without the secret of a private link. */
export const loggablePath = (url: string) => url.split('?')[0]!.replace(PRIVATE_LINK, '$1/[redacted]').slice(0, 200);
