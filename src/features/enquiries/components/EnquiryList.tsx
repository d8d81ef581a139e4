import { ENQUIRY_STATUSES } from '../../../platform/limits.ts';
import DataTable from '../../../ui/DataTable.tsx';
import ExportCsvLink from '../../../ui/ExportCsvLink.tsx';
import Pagination from '../../../ui/Pagination.tsx';
import StatusBadge from '../../../ui/StatusBadge.tsx';

interface Props {
  rows: { id: string; received: string; name: string; service: string; message: string; status: string; language: string }[];
  total: number;
  page: number;
  pages: number;
  /** The current path and query, for the page links. */
  url: string;
  q: string;
  status?: string | undefined;
  exportHref: string;
}

export default function EnquiryList({ rows, total, page, pages, url, q, status, exportHref }: Props) {
  const filtered = Boolean(q || status);
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-serif text-3xl font-bold text-navy">Enquiries</h1>
          <p className="mt-1 text-muted">
            {total} {total === 1 ? 'enquiry' : 'enquiries'}
            {filtered ? ' found' : ''}
          </p>
        </div>
        <ExportCsvLink href={exportHref} />
      </div>

      <form method="get" action="/admin/enquiries" role="search" className="mt-6 flex flex-wrap items-end gap-3">
        <div className="min-w-60 flex-1">
          <label htmlFor="enquiry-search" className="block text-sm font-semibold text-navy">
            Search name, email or message
          </label>
          <input
            id="enquiry-search"
            name="q"
            type="search"
            defaultValue={q}
            maxLength={200}
            className="mt-1 block w-full rounded-md border border-muted/50 bg-white px-3 py-2"
          />
        </div>
        <div>
          <label htmlFor="enquiry-status" className="block text-sm font-semibold text-navy">
            Status
          </label>
          <select id="enquiry-status" name="status" defaultValue={status ?? ''} className="mt-1 block rounded-md border border-muted/50 bg-white px-3 py-2">
            <option value="">All</option>
            {ENQUIRY_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="rounded-full bg-ocean px-5 py-2 font-semibold text-white hover:bg-ocean-dark">
          Search
        </button>
      </form>

      {rows.length === 0 ? (
        <p className="mt-8 rounded-2xl bg-white p-8 text-center text-muted shadow-sm ring-1 ring-sky">No enquiries{filtered ? ' match' : ' yet'}.</p>
      ) : (
        <DataTable
          label="Enquiries table"
          columns={[{ name: 'Received', nowrap: true }, 'Name', 'Service', 'Message', 'Status', 'Language']}
          rows={rows.map((e) => ({
            key: e.id,
            cells: [
              e.received,
              <a key="name" href={`/admin/enquiries/${e.id}`} className="font-semibold text-ocean underline">
                {e.name}
              </a>,
              e.service,
              <span key="message" className="block max-w-md">
                {e.message.length > 140 ? `${e.message.slice(0, 140)}…` : e.message}
              </span>,
              <StatusBadge key="status" status={e.status} />,
              e.language,
            ],
          }))}
        />
      )}
      <Pagination page={page} pages={pages} url={url} />
    </>
  );
}
