import DataTable from '../../../ui/DataTable.tsx';
import EmptyState from '../../../ui/EmptyState.tsx';

export interface QuestionRow {
  question: string;
  times: number;
  lastAsked: string;
  answered: boolean;
}

export const questionListMessages = {
  heading: 'Questions visitors ask',
  intro: (days: number) =>
    `What visitors asked the chat assistant in the last ${days} days. Nothing about who asked is kept: no address, no cookie.`,
  frequentHeading: 'Most frequent',
  frequentTable: 'Most frequent questions',
  unansweredHeading: 'Without a good answer',
  unansweredIntro: 'The assistant found nothing on the site for these: ideas for the next article.',
  unansweredTable: 'Questions without a good answer',
  columns: ['Question', '#Times', 'Last asked', 'Answered'],
  unansweredColumns: ['Question', '#Times', 'Last asked'],
  yes: 'Yes',
  no: 'No',
  none: 'No questions yet.',
  noneUnanswered: 'Every question had an answer.',
};

interface Props {
  days: number;
  frequent: QuestionRow[];
  unanswered: QuestionRow[];
  messages?: typeof questionListMessages;
}

export default function QuestionList({ days, frequent, unanswered, messages = questionListMessages }: Props) {
  const empty = (text: string) => <EmptyState className="mt-4">{text}</EmptyState>;
  return (
    <>
      <h1 className="font-serif text-3xl font-bold text-navy">{messages.heading}</h1>
      <p className="mt-1 text-muted">{messages.intro(days)}</p>
      <section aria-labelledby="frequent-questions" className="mt-8">
        <h2 id="frequent-questions" className="text-xl font-semibold text-navy">
          {messages.frequentHeading}
        </h2>
        {frequent.length === 0 ? (
          empty(messages.none)
        ) : (
          <DataTable
            label={messages.frequentTable}
            columns={messages.columns}
            rows={frequent.map((q) => ({ key: q.question, cells: [q.question, q.times, q.lastAsked, q.answered ? messages.yes : messages.no] }))}
          />
        )}
      </section>
      <section aria-labelledby="unanswered-questions" className="mt-10">
        <h2 id="unanswered-questions" className="text-xl font-semibold text-navy">
          {messages.unansweredHeading}
        </h2>
        <p className="mt-1 text-muted">{messages.unansweredIntro}</p>
        {unanswered.length === 0 ? (
          empty(messages.noneUnanswered)
        ) : (
          <DataTable
            label={messages.unansweredTable}
            columns={messages.unansweredColumns}
            rows={unanswered.map((q) => ({ key: q.question, cells: [q.question, q.times, q.lastAsked] }))}
          />
        )}
      </section>
    </>
  );
}
