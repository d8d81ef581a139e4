import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';

// Kept out of public/: it is reached only through a private download link (scripts/build-ebook.ts writes it).
const PDF = path.resolve('ebook/kwentong-ofw-guide.pdf');
export const EBOOK_FILENAME = 'kwentong-ofw-guide.pdf';

export function ebookPdfResponse(): Response {
  const { size } = fs.statSync(PDF);
  const body = Readable.toWeb(fs.createReadStream(PDF)) as ReadableStream<Uint8Array>;
  return new Response(body, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(size),
      'Content-Disposition': `attachment; filename="${EBOOK_FILENAME}"`,
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    },
  });
}
