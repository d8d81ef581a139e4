import type { ReactNode } from 'react';

const CHAPTERS = [
  'Before you leave: contracts, agencies and the documents to keep',
  'Your first 90 days abroad: money, housing and staying safe',
  'Remittances and the 30/25/25/10/10 budget',
  'Building an emergency fund: PHP 50,000 first, then 3 to 12 months',
  'Family across the miles: communication and shared decisions',
  'Health and mental health while far from home',
  'Your rights, and where to get help: DMW, OWWA and the Migrant Workers Office',
  'Coming home: reintegration, business ideas and a plan',
];

/** What the e-book holds, beside the signup form given as children. */
export default function EbookOffer({ children }: { children?: ReactNode }) {
  return (
    <div className="grid gap-10 md:grid-cols-2">
      <section aria-labelledby="inside-heading">
        <h2 id="inside-heading" className="font-serif text-2xl font-bold text-navy">
          What's inside
        </h2>
        <ol className="mt-4 list-decimal space-y-2 pl-6">
          {CHAPTERS.map((chapter) => (
            <li key={chapter}>{chapter}</li>
          ))}
        </ol>
        <p className="mt-4 text-sm text-muted">
          We send the download link by e-mail. No spam: we write only about the e-book unless you ask for more.
        </p>
      </section>
      {children}
    </div>
  );
}
