/** A path fit for the logs: no query, bounded, and without the secret of a download link. */
export const loggablePath = (url: string) =>
  url
    .split('?')[0]!
    .replace(/^\/ebook\/download\/.+/, '/ebook/download/[redacted]')
    .slice(0, 200);
