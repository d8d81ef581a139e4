import Button from '../../../ui/Button.tsx';
import DataTable from '../../../ui/DataTable.tsx';
import EmptyState from '../../../ui/EmptyState.tsx';
import Pager from '../../../ui/Pager.tsx';

export interface PrivacyRequestRow {
  id: string;
  asked: string;
  reference: string;
  request: string;
  state: string;
  outcome: string;
  /** For a request that waits for the owner: the last day to answer. */
  due?: string | undefined;
  /** For a correction that waits for the owner: what to change (the teller's new name or address). */
  asks?: string | undefined;
}

interface Props {
  rows: PrivacyRequestRow[];
  total: number;
  page: number;
  pages: number;
  url: string;
  waiting: number;
  /** Where "Done" posts (admin.privacyDone). */
  doneAction: string;
  notice?: string | undefined;
}

/** The owner's list of privacy requests: what was asked, where it is, and what waits for the owner with its deadline. */
export default function PrivacyRequestList({ rows, total, page, pages, url, waiting, doneAction, notice }: Props) {
  return (
    <>
      <div>
        <h1 className="font-serif text-3xl font-bold text-navy">Privacy requests</h1>
        <p className="mt-1 text-muted">
          {total} {total === 1 ? 'request' : 'requests'}; {waiting} waiting for you. A request is carried out when the person presses the button on the page
          their e-mail links to; only a change to a published story waits for you, with a deadline of 30 working days.
        </p>
      </div>
      {notice && (
        <p role="status" className="mt-4 font-semibold">
          {notice}
        </p>
      )}
      {rows.length === 0 ? (
        <EmptyState className="mt-8">No privacy requests yet.</EmptyState>
      ) : (
        <DataTable
          label="Privacy requests table"
          columns={[{ name: 'Asked', nowrap: true }, { name: 'Reference', nowrap: true }, 'Request', 'State', 'What was done', { name: 'Deadline', nowrap: true }]}
          rows={rows.map((r) => ({
            key: r.id,
            cells: [
              r.asked,
              r.reference,
              r.request,
              r.state,
              <>
                {r.outcome}
                {r.asks && <span className="block text-sm">{r.asks}</span>}
              </>,
              r.due && (
                <form method="post" action={doneAction}>
                  <span className="block">{r.due}</span>
                  <input type="hidden" name="id" value={r.id} />
                  <Button type="submit" variant="secondary" size="xs" className="mt-1" aria-label={`Mark ${r.reference} done`}>
                    Done
                  </Button>
                </form>
              ),
            ],
          }))}
        />
      )}
      <Pager page={page} pages={pages} url={url} className="mt-6 text-sm" />
    </>
  );
}
