import type { Locale } from '../../i18n/locales.ts';

/**
 * The e-book in each language, as paths from the checkout: the Markdown it is written in, the PDF
 * `npm run ebook` builds from it (committed, served only through a signed link), and the name it
 * downloads as.
 */
export const EDITIONS: Record<Locale, { source: string; pdf: string; filename: string }> = {
  en: { source: 'ebook/guide.md', pdf: 'ebook/kwentong-ofw-guide.pdf', filename: 'kwentong-ofw-guide.pdf' },
  fil: { source: 'ebook/guide.fil.md', pdf: 'ebook/kwentong-ofw-gabay.pdf', filename: 'kwentong-ofw-gabay.pdf' },
};
