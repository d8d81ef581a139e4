/**
 * CSV as RFC 4180 (CRLF lines, fields quoted when they hold a comma, quote or line break, quotes
 * doubled), with spreadsheet formula injection neutralised: a cell that starts with = + - @, a tab
 * or a carriage return gets a leading apostrophe, so Excel, LibreOffice and Sheets show it as text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export type CsvValue = string | number | boolean | Date | null | undefined;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** A download: UTF-8 with a byte-order mark so spreadsheet apps read accented names correctly. */
export function csvResponse(filename: string, csv: string): Response {
  return new Response(`\uFEFF${csv}`, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'no-store',
    },
  });
}

/** kwento-enquiries-2024-03-05.csv */
export const csvFilename = (what: string, now = new Date()) => `kwento-${what}-${now.toISOString().slice(0, 10)}.csv`;
