import { ENQUIRY_STATUSES } from '../../../platform/limits.ts';
import Button from '../../../ui/Button.tsx';
import DataTable from '../../../ui/DataTable.tsx';
import EmptyState from '../../../ui/EmptyState.tsx';
import ExportCsvLink from '../../../ui/ExportCsvLink.tsx';
import Field from '../../../ui/forms/Field.tsx';
import Pager from '../../../ui/Pager.tsx';
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
        <Field compact idPrefix="enquiry" name="q" label="Search name, email or message" type="search" maxLength={200} defaultValue={q} className="min-w-60 flex-1" />
        <Field
          compact
          idPrefix="enquiry"
          name="status"
          label="Status"
          options={[{ value: '', label: 'All' }, ...ENQUIRY_STATUSES.map((s) => ({ value: s, label: s }))]}
          defaultValue={status ?? ''}
        />
        <Button type="submit">Search</Button>
      </form>

      {rows.length === 0 ? (
        <EmptyState className="mt-8">No enquiries{filtered ? ' match' : ' yet'}.</EmptyState>
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
      <Pager page={page} pages={pages} url={url} className="mt-6 text-sm" />
    </>
  );
}
