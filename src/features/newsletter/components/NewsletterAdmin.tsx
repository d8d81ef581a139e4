import Button from '../../../ui/Button.tsx';
import Card from '../../../ui/Card.tsx';
import DataTable from '../../../ui/DataTable.tsx';
import Notice from '../../../ui/Notice.tsx';

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export interface NewsletterAdminProps {
  subscribers: { state: string; locale: string; n: number }[];
  digests: { id: string; date: string; locale: string; subject: string; items: number; recipients: number; sent: number; failed: number; unsubscribed: number }[];
  settings: { paused: boolean; weekday: number; hour: number; timeZone: string };
  /** Copies of a digest held by the pause: they go when sending resumes. */
  held: number;
  settingsAction: string;
  testAction: string;
  preview?: { locale: string; subject: string; text: string; html: string; items: number } | undefined;
  notice?: { text: string; error?: boolean } | undefined;
}

/** /admin/newsletter: who is subscribed, each digest's fate, the schedule, a preview and a test to the owner. */
export default function NewsletterAdmin({ subscribers, digests, settings, held, settingsAction, testAction, preview, notice }: NewsletterAdminProps) {
  return (
    <div className="space-y-8">
      <h1 className="font-serif text-3xl font-bold text-navy">Newsletter</h1>
      {notice && <Notice message={notice.text} tone={notice.error ? "error" : "ok"} />}
      <section aria-labelledby="subscribers-heading">
        <h2 id="subscribers-heading" className="font-serif text-2xl font-bold text-navy">
          Subscribers
        </h2>
        <DataTable
          label="Subscribers by state and language"
          columns={['State', 'Language', '#Subscribers']}
          rows={subscribers.map((s) => ({ key: `${s.state}-${s.locale}`, cells: [s.state, s.locale === 'fil' ? 'Filipino' : 'English', s.n] }))}
        />
        {subscribers.length === 0 && <p className="mt-2">Nobody has subscribed yet.</p>}
      </section>
      <section aria-labelledby="schedule-heading">
        <h2 id="schedule-heading" className="font-serif text-2xl font-bold text-navy">
          Schedule
        </h2>
        <Card as="form" method="post" action={settingsAction} className="mt-3 flex flex-wrap items-end gap-4 p-5">
          <label className="block">
            <span className="block font-semibold">Day</span>
            <select name="weekday" defaultValue={String(settings.weekday)} className="min-h-11 rounded-md border px-2">
              {DAYS.map((day, i) => (
                <option key={day} value={String(i)}>
                  {day}
                </option>
              ))}
            </select>
          </label>
          <label className="block">
            <span className="block font-semibold">Hour ({settings.timeZone})</span>
            <select name="hour" defaultValue={String(settings.hour)} className="min-h-11 rounded-md border px-2">
              {Array.from({ length: 24 }, (_, h) => (
                <option key={h} value={String(h)}>
                  {`${String(h).padStart(2, '0')}:00`}
                </option>
              ))}
            </select>
          </label>
          <label className="flex min-h-11 items-center gap-2">
            <input type="checkbox" name="paused" defaultChecked={settings.paused} className="size-5" />
            <span>Pause sending</span>
          </label>
          <Button type="submit">Save schedule</Button>
        </Card>
        <p className="mt-2 text-sm">
          {settings.paused
            ? `Sending is paused: no new digest is made, and the copies of a digest still being sent wait (${held} waiting now). They go, at the usual rate, when you resume.`
            : `A digest goes every ${DAYS[settings.weekday]} at ${String(settings.hour).padStart(2, '0')}:00 (${settings.timeZone}) when something is new. Pausing also holds the copies of a digest still being sent, until you resume.`}
        </p>
      </section>
      <section aria-labelledby="preview-heading">
        <h2 id="preview-heading" className="font-serif text-2xl font-bold text-navy">
          Next digest
        </h2>
        <div className="mt-3 flex flex-wrap gap-3">
          <a className="underline" href="/admin/newsletter?preview=en">
            Preview in English
          </a>
          <a className="underline" href="/admin/newsletter?preview=fil">
            Preview in Filipino
          </a>
        </div>
        {preview && (
          <Card className="mt-3 p-5">
            <p className="font-semibold">
              {preview.items === 0 ? 'Nothing new yet: no digest would go out now.' : `${preview.subject} (${preview.items} items)`}
            </p>
            {/* The HTML part in a sandbox without scripts; the page's policy still applies inside, so its inline colours may not show. */}
            <iframe title="The digest as HTML" sandbox="" srcDoc={preview.html} className="mt-3 h-96 w-full rounded border bg-white" />
            <h3 className="mt-4 font-semibold">Plain text</h3>
            <pre className="mt-3 whitespace-pre-wrap text-sm">{preview.text}</pre>
          </Card>
        )}
        <form method="post" action={testAction} className="mt-3 flex flex-wrap items-end gap-3">
          <label className="block">
            <span className="block font-semibold">Language of the test</span>
            <select name="language" className="min-h-11 rounded-md border px-2">
              <option value="en">English</option>
              <option value="fil">Filipino</option>
            </select>
          </label>
          <Button type="submit">Send a test to me</Button>
        </form>
      </section>
      <section aria-labelledby="digests-heading">
        <h2 id="digests-heading" className="font-serif text-2xl font-bold text-navy">
          Digests sent
        </h2>
        {digests.length === 0 ? (
          <p className="mt-2">No digest has gone out yet.</p>
        ) : (
          <DataTable
            label="Digests sent"
            columns={[{ name: 'Date', nowrap: true }, 'Language', 'Subject', '#Items', '#Queued', '#Sent', '#Failed', '#Unsubscribed since']}
            rows={digests.map((d) => ({ key: d.id, cells: [d.date, d.locale === 'fil' ? 'Filipino' : 'English', d.subject, d.items, d.recipients, d.sent, d.failed, d.unsubscribed] }))}
          />
        )}
      </section>
    </div>
  );
}
