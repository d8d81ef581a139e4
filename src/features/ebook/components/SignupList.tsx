import DataTable from '../../../ui/DataTable.tsx';
import ExportCsvLink from '../../../ui/ExportCsvLink.tsx';
import Pagination from '../../../ui/Pagination.tsx';

interface Props {
  rows: { id: string; signedUp: string; email: string; name: string; where: string; language: string }[];
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
        <p className="mt-8 rounded-2xl bg-white p-8 text-center text-muted shadow-sm ring-1 ring-sky">No signups yet.</p>
      ) : (
        <DataTable
          label="Signups table"
          columns={[{ name: 'Signed up', nowrap: true }, 'Email', 'Name', 'Where', 'Language']}
          rows={rows.map((s) => ({ key: s.id, cells: [s.signedUp, s.email, s.name, s.where, s.language] }))}
        />
      )}
      <Pagination page={page} pages={pages} url={url} />
    </>
  );
}
