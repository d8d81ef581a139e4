import { actions } from 'astro:actions';
import Button from '../../../ui/Button.tsx';
import Card from '../../../ui/Card.tsx';
import { MailList, type MailView } from '../../mail/index.ts';
import Notice from '../../../ui/Notice.tsx';
import StatusBadge from '../../../ui/StatusBadge.tsx';
import AnswerForm, { type AnswerFormProps } from './AnswerForm.tsx';
import AnswerList, { type AnswerItem } from './AnswerList.tsx';
import ContactLinks from './ContactLinks.tsx';

const NEXT: Record<string, { status: string; label: string }[]> = {
  new: [
    { status: 'replied', label: 'Mark as replied' },
    { status: 'archived', label: 'Archive' },
  ],
  replied: [
    { status: 'archived', label: 'Archive' },
    { status: 'new', label: 'Mark as new' },
  ],
  archived: [{ status: 'new', label: 'Mark as new' }],
};

export interface EnquiryDetailProps {
  /** Undefined when no enquiry has the id of the address. */
  enquiry?:
    | {
        id: string;
        name: string;
        status: string;
        received: string;
        email: string;
        phone: string;
        service: string;
        message: string;
        /** The language's name: English or Filipino. */
        language: string;
        notice?: { message: string; tone: 'ok' | 'error' } | undefined;
        links: { mail: string; call: string; whatsApp: string };
        reply: Omit<AnswerFormProps, 'enquiryId'>;
        answers: AnswerItem[];
        /** The visitor's auto-reply, with its real state from the outbox. */
        autoReplies: MailView[];
      }
    | undefined;
}

export default function EnquiryDetail({ enquiry }: EnquiryDetailProps) {
  return (
    <>
      <p>
        <a href="/admin/enquiries" className="text-sm font-semibold text-ocean underline">
          Back to enquiries
        </a>
      </p>
      {!enquiry ? (
        <h1 className="mt-4 font-serif text-3xl font-bold text-navy">Enquiry not found</h1>
      ) : (
        <Card as="article" className="mt-4 p-4 sm:p-6">
          <Notice message={enquiry.notice?.message} tone={enquiry.notice?.tone} />
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="font-serif text-3xl font-bold text-navy [overflow-wrap:anywhere]">{enquiry.name}</h1>
            <StatusBadge status={enquiry.status} />
          </div>
          <ContactLinks name={enquiry.name} {...enquiry.links} />
          <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
            <dt className="font-semibold text-navy">Received</dt>
            <dd>{enquiry.received}</dd>
            <dt className="font-semibold text-navy">Email</dt>
            <dd className="break-all">{enquiry.email}</dd>
            <dt className="font-semibold text-navy">Phone</dt>
            <dd>{enquiry.phone}</dd>
            <dt className="font-semibold text-navy">Service</dt>
            <dd>{enquiry.service}</dd>
            <dt className="font-semibold text-navy">Language</dt>
            <dd>{enquiry.language}</dd>
            <dt className="font-semibold text-navy">Auto-reply</dt>
            <dd>
              <MailList
                label="E-mails about this enquiry"
                mails={enquiry.autoReplies}
                empty="None on record: this address had already had 3 e-mails from our forms that day, or the enquiry came before the outbox kept track."
              />
            </dd>
          </dl>
          <h2 className="mt-6 font-semibold text-navy">Message</h2>
          <p className="mt-2 whitespace-pre-line [overflow-wrap:anywhere]">{enquiry.message}</p>
          <AnswerForm enquiryId={enquiry.id} {...enquiry.reply} />
          <AnswerList answers={enquiry.answers} locale={enquiry.reply.locale} />
          <div className="mt-8 flex flex-wrap gap-3 border-t border-sky pt-6">
            {(NEXT[enquiry.status] ?? []).map((next) => (
              <form key={next.status} method="post" action={`/admin/enquiries/${enquiry.id}${actions.admin.setEnquiryStatus.toString()}`}>
                <input type="hidden" name="id" value={enquiry.id} />
                <input type="hidden" name="status" value={next.status} />
                <Button type="submit" variant="secondary" size="sm">
                  {next.label}
                </Button>
              </form>
            ))}
          </div>
        </Card>
      )}
    </>
  );
}
