import { MailStatus, type MailView } from '../../mail/index.ts';
import DataTable from '../../../ui/DataTable.tsx';
import EmptyState from '../../../ui/EmptyState.tsx';
import ExportCsvLink from '../../../ui/ExportCsvLink.tsx';
import Pager from '../../../ui/Pager.tsx';

interface Props {
  /** `mail`: the latest e-mail with the download link, with its real state from the outbox. */
  rows: { id: string; signedUp: string; email: string; name: string; where: string; language: string; mail?: MailView | undefined }[];
  total: number;
  page: number;
  pages: number;
  /** The current path and query, for the page links. */
  url: string;
}

export default function SignupList({ rows, total, page, pages, url }: Props) {
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-serif text-3xl font-bold text-navy">E-book signups</h1>
          <p className="mt-1 text-muted">
            {total} {total === 1 ? 'signup' : 'signups'}
          </p>
        </div>
        <ExportCsvLink href="/admin/signups/export.csv" />
      </div>
      {rows.length === 0 ? (
        <EmptyState className="mt-8">No signups yet.</EmptyState>
      ) : (
        <DataTable
          label="Signups table"
          columns={[{ name: 'Signed up', nowrap: true }, 'Email', 'Name', 'Where', 'Language', 'E-book e-mail']}
          rows={rows.map((s) => ({ key: s.id, cells: [s.signedUp, s.email, s.name, s.where, s.language, s.mail ? <MailStatus mail={s.mail} /> : <span className="text-muted">None on record</span>] }))}
        />
      )}
      <Pager page={page} pages={pages} url={url} className="mt-6 text-sm" />
    </>
  );
}
