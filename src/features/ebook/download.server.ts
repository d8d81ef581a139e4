import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Locale } from '../../i18n/locales.ts';
import { EDITIONS } from './editions.server.ts';

/** The e-book in the language of the page the link opens. Kept out of public/: it is reached only through a private download link. */
export function ebookPdfResponse(locale: Locale): Response {
  const { pdf, filename } = EDITIONS[locale];
  const file = path.resolve(pdf);
  const { size } = fs.statSync(file);
  const body = Readable.toWeb(fs.createReadStream(file)) as ReadableStream<Uint8Array>;
  return new Response(body, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(size),
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    },
  });
}
