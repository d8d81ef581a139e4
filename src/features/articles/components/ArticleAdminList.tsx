import { LANGUAGE_NAMES, LOCALES } from '../../../i18n/locales.ts';
import Button from '../../../ui/Button.tsx';
import Card from '../../../ui/Card.tsx';
import Notice from '../../../ui/Notice.tsx';
import StatusBadge from '../../../ui/StatusBadge.tsx';
import Field from '../../../ui/forms/Field.tsx';
import { adminArticlePath } from '../articles.ts';

export interface OwnerArticleListRow {
  id: string;
  title: string;
  lastChange: string;
  languages: { locale: (typeof LOCALES)[number]; status: string; label: string }[];
}

interface Props {
  rows: OwnerArticleListRow[];
  createAction: string;
  timeZoneAction: string;
  timeZone: string;
  timeZones: readonly string[];
  notice?: { message: string; tone: 'ok' | 'error' } | undefined;
}

/** The owner's articles: each with its languages and their states, the last changed first. */
export default function ArticleAdminList({ rows, createAction, timeZoneAction, timeZone, timeZones, notice }: Props) {
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-serif text-3xl font-bold text-navy">Articles</h1>
        <form method="post" action={createAction}>
          <Button type="submit">New article</Button>
        </form>
      </div>
      <p className="mt-2 text-muted">Times are shown in {timeZone}.</p>
      <div className="mt-6">
        <Notice message={notice?.message} tone={notice?.tone} />
      </div>
      <ul className="space-y-3">
        {rows.map((row) => (
          <li key={row.id}>
            <Card as="article" className="p-4">
              <h2 className="font-semibold break-words text-navy">{row.title}</h2>
              <p className="mt-1 text-sm text-muted">Last change: {row.lastChange}</p>
              <ul className="mt-2 flex flex-wrap gap-3 text-sm" aria-label="Languages">
                {LOCALES.map((locale) => {
                  const version = row.languages.find((v) => v.locale === locale);
                  return (
                    <li key={locale} className="flex items-center gap-2">
                      <a href={adminArticlePath(row.id, locale)} className="font-semibold text-ocean underline">
                        {version ? `Edit ${LANGUAGE_NAMES[locale]}` : `Write ${LANGUAGE_NAMES[locale]}`}
                      </a>
                      {version && <StatusBadge status={version.status} label={version.label} />}
                    </li>
                  );
                })}
              </ul>
            </Card>
          </li>
        ))}
      </ul>
      <Card as="section" aria-labelledby="clock-heading" className="mt-8 p-4">
        <h2 id="clock-heading" className="text-lg font-semibold text-navy">
          Your time zone
        </h2>
        <p className="mt-1 text-sm text-muted">Every time in the owner area is shown in it, and schedules are read in it.</p>
        <form method="post" action={timeZoneAction} className="mt-3 flex flex-wrap items-end gap-3">
          <Field name="timeZone" label="Time zone" options={timeZones.map((zone) => ({ value: zone, label: zone }))} defaultValue={timeZone} />
          <Button type="submit" variant="secondary">
            Save time zone
          </Button>
        </form>
      </Card>
    </>
  );
}
