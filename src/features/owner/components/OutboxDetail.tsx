import Notice from '../../../ui/Notice.tsx';
import Card from '../../../ui/Card.tsx';
import type { OutboxEntry } from '../../mail/index.ts';
import OutboxMessage from './OutboxMessage.tsx';

interface Props {
  /** Undefined when no message has the id of the address. */
  message?: OutboxEntry | undefined;
  notice?: { message: string; tone: 'ok' | 'error' } | undefined;
  bodyDays: number;
}

/** One message of the outbox on a page of its own: the place every "e-mailed" in the owner area links to. */
export default function OutboxDetail({ message, notice, bodyDays }: Props) {
  return (
    <>
      <p>
        <a href="/admin/outbox" className="text-sm font-semibold text-ocean underline">
          Back to the outbox
        </a>
      </p>
      {!message ? (
        <h1 className="mt-4 font-serif text-3xl font-bold text-navy">Message not found</h1>
      ) : (
        <>
          <h1 className="mt-4 font-serif text-3xl font-bold text-navy">E-mail</h1>
          <div className="mt-6">
            <Notice message={notice?.message} tone={notice?.tone} />
          </div>
          <Card className="p-5">
            <OutboxMessage message={message} retryTo={`/admin/outbox/${message.id}`} linked={false} bodyDays={bodyDays} />
          </Card>
        </>
      )}
    </>
  );
}
