import { Fragment, type ReactNode } from 'react';
import { formatLongDate } from '../../../i18n/dates.ts';
import { INTL_LOCALE, localePath, type Locale } from '../../../i18n/locales.ts';
import type { Block, LegalDocument as Document, RichText } from '../../../i18n/legal-document.ts';

interface Props {
  document: Document;
  updated: Date;
  /** "Last updated:" in the page's language. */
  updatedLabel: string;
  locale: Locale;
}

/** The body of a legal page (terms, privacy, cookies), in the language its text is written in. */
export default function LegalDocument({ document, updated, updatedLabel, locale }: Props) {
  const rich = (text: RichText): ReactNode =>
    typeof text === 'string'
      ? text
      : text.map((run, i) => {
          if (typeof run === 'string') return <Fragment key={i}>{run}</Fragment>;
          if ('strong' in run) return <strong key={i}>{run.strong}</strong>;
          if ('code' in run) return <code key={i}>{run.code}</code>;
          return (
            <a key={i} href={localePath(run.lang ?? locale, run.to)} hrefLang={run.lang}>
              {run.link}
            </a>
          );
        });

  const block = (item: Block, i: number): ReactNode => {
    if ('p' in item) return <p key={i}>{rich(item.p)}</p>;
    if ('note' in item)
      return (
        <p key={i}>
          <em>{rich(item.note)}</em>
        </p>
      );
    if ('h2' in item) return <h2 key={i}>{item.h2}</h2>;
    if ('h3' in item) return <h3 key={i}>{item.h3}</h3>;
    if ('ul' in item)
      return (
        <ul key={i}>
          {item.ul.map((entry, j) => (
            <li key={j}>{rich(entry)}</li>
          ))}
        </ul>
      );
    if ('ol' in item)
      return (
        <ol key={i}>
          {item.ol.map((entry, j) => (
            <li key={j}>{rich(entry)}</li>
          ))}
        </ol>
      );
    const { caption, head, rows } = item.table;
    return (
      <table key={i}>
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead>
          <tr>
            {head.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, j) => (
            <tr key={j}>
              {row.map((cell, k) => (
                <td key={k}>{rich(cell)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    );
  };

  return (
    <div className="prose-article">
      <p>
        <strong>
          {updatedLabel} {formatLongDate(updated, INTL_LOCALE[locale])}
        </strong>
      </p>
      {document.body.map(block)}
    </div>
  );
}
