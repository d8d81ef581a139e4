import Button from '../../../ui/Button.tsx';
import Card from '../../../ui/Card.tsx';
import DataTable from '../../../ui/DataTable.tsx';
import EmptyState from '../../../ui/EmptyState.tsx';
import Notice from '../../../ui/Notice.tsx';
import { SYNONYM_LIMITS } from '../../../platform/limits.ts';

interface Props {
  groups: { id: string; terms: string[] }[];
  /** What the owner typed, kept after a refused addition. */
  typed: string;
  notice?: { message: string; tone: 'ok' | 'error' } | undefined;
  /** Where each form posts (the page, with its action). */
  addAction: string;
  removeAction: string;
}

/** The synonym table: groups of words that mean the same to a visitor, in either language. Plain forms, no JavaScript. */
export default function SynonymList({ groups, typed, notice, addAction, removeAction }: Props) {
  return (
    <>
      <h1 className="font-serif text-3xl font-bold text-navy">Synonyms for search</h1>
      <p className="mt-1 max-w-3xl text-muted">
        Words in one group mean the same to a visitor: a search or a chat question with one of them also finds the others, in English and in
        Filipino. Add the words your readers use for a topic of the site (&ldquo;ipon, savings&rdquo;, &ldquo;padala, remittance&rdquo;). A group
        is also how the assistant knows a question is about something the site covers.
      </p>
      <div className="mt-6">
        <Notice message={notice?.message} tone={notice?.tone} />
      </div>
      <Card as="form" method="post" action={addAction} className="p-5">
        <label htmlFor="synonym-terms" className="block font-semibold text-navy">
          Words or phrases that mean the same, separated by commas
        </label>
        <p id="synonym-terms-hint" className="mt-1 text-sm text-muted">
          From two to {SYNONYM_LIMITS.terms}, each at most {SYNONYM_LIMITS.termLength} characters. Example: kasambahay, domestic helper, household
          worker.
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <input
            id="synonym-terms"
            name="terms"
            required
            defaultValue={typed}
            aria-describedby="synonym-terms-hint"
            className="min-w-0 flex-1 rounded-md border border-muted/40 px-3 py-2"
          />
          <Button type="submit" size="sm">
            Add group
          </Button>
        </div>
      </Card>
      {groups.length === 0 ? (
        <EmptyState className="mt-6">No synonyms yet.</EmptyState>
      ) : (
        <DataTable
          label="Synonym groups"
          columns={['Words that mean the same', { name: 'Remove', labelled: false }]}
          rows={groups.map((group) => ({
            key: group.id,
            cells: [
              group.terms.join(', '),
              <form key="remove" method="post" action={removeAction}>
                <input type="hidden" name="id" value={group.id} />
                <Button type="submit" variant="secondary" size="xs">
                  Remove<span className="sr-only"> {group.terms.join(', ')}</span>
                </Button>
              </form>,
            ],
          }))}
        />
      )}
    </>
  );
}
