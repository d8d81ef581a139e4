import type { ResponseCardData } from '../response-card.ts';
import Card from '../../../ui/Card.tsx';
import ExportCsvLink from '../../../ui/ExportCsvLink.tsx';
import Notice from '../../../ui/Notice.tsx';
import ResponseCard from './ResponseCard.tsx';
import { useLiveResponses, type LivePhase } from './use-live-responses.ts';

const STATUS: Record<LivePhase, string> = {
  idle: '',
  connecting: 'Loading survey responses...',
  live: 'Live: new responses appear here as they arrive.',
  reconnecting: 'Reconnecting to live updates…',
  stopped: 'Live updates stopped. Reload the page to see new responses.',
};

interface Props {
  /** Every response, newest first; undefined when the list could not be read. */
  responses?: ResponseCardData[] | undefined;
  /** When the page read the list (ISO): the stream resends what arrived since. */
  since: string;
  streamUrl: string;
  notice?: { message: string; tone: 'ok' | 'error' } | undefined;
}

function LoadFailure() {
  return (
    <div role="alert" className="mb-6 rounded-lg bg-coral p-4 text-white">
      <p className="font-bold">Error Loading Responses</p>
      <p>Failed to load survey responses. Please try again.</p>
    </div>
  );
}

/** The owner's survey responses; new ones appear at the top as they arrive (an island: client:load). */
export default function ResponsesList({ responses, since, streamUrl, notice }: Props) {
  const failed = responses === undefined;
  // A list that could not be read is not kept up to date.
  const { cards, phase } = useLiveResponses(responses ?? [], failed ? undefined : streamUrl, since);
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-serif text-3xl font-bold text-navy">Survey Responses</h1>
          <p className="mt-1 text-muted" aria-live="polite">{`${cards.length} response(s) received`}</p>
        </div>
        <ExportCsvLink href="/admin/responses/export.csv" />
      </div>
      <p className="mt-2 text-sm text-muted" role="status" hidden={phase === 'idle'}>
        {STATUS[phase]}
      </p>
      <div className="mt-6">
        <Notice message={notice?.message} tone={notice?.tone} />
        {(failed || phase === 'stopped') && <LoadFailure />}
        {!failed && cards.length === 0 && (
          <Card className="p-10 text-center">
            <h2 className="text-xl font-semibold text-navy">No Responses Yet</h2>
            <p className="mt-2 text-muted">Be the first to share your feedback!</p>
          </Card>
        )}
        {cards.length > 0 && (
          <ul className="space-y-4" aria-label="Responses">
            {cards.map((response) => (
              <ResponseCard key={response.id} response={response} />
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
