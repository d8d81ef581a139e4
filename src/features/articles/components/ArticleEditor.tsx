import type { ReactNode } from 'react';
import { LANGUAGE_NAMES, LOCALES, type Locale } from '../../../i18n/locales.ts';
import { ARTICLE_LIMITS } from '../../../platform/limits.ts';
import Button from '../../../ui/Button.tsx';
import Card from '../../../ui/Card.tsx';
import Notice from '../../../ui/Notice.tsx';
import StatusBadge from '../../../ui/StatusBadge.tsx';
import Field from '../../../ui/forms/Field.tsx';
import { adminArticlePath } from '../articles.ts';

export interface ArticleDraft {
  id: string;
  locale: Locale;
  status: 'new' | 'draft' | 'scheduled' | 'published' | 'unpublished';
  statusLine: string;
  title: string;
  slug: string;
  slugFixed: boolean;
  summary: string;
  description: string;
  body: string;
  author: string;
  heroAlt: string;
  date: string;
  time: string;
  timeZone: string;
  /** The public address while public. */
  href?: string | undefined;
  revisions: { id: string; label: string }[];
  /** The hero photo as processed (absent until the job has made it), and whether a version exists to attach one to. */
  photo?: { src: string; width: number; height: number } | undefined;
  canAddPhoto: boolean;
}

interface Props {
  article: ArticleDraft;
  action: string;
  photoAction: string;
  restoreAction: string;
  notice?: { message: string; tone: 'ok' | 'error' } | undefined;
  problem?: { field: string; message: string } | undefined;
  /** The page as the typed text would show it, rendered by the server ("Preview"). */
  preview?: ReactNode;
  /** A revision the owner opened, to read before restoring it. */
  revision?: { id: string; label: string; title: string; body: string } | undefined;
  /** The Markdown toolbar island (an Astro slot named "toolbar"): it appears once its script runs. */
  toolbar?: ReactNode;
}

/**
 * One language of an article: Markdown in a plain text area (any phone keyboard), and one button per
 * step. Everything works without JavaScript; the toolbar island only inserts Markdown.
 */
export default function ArticleEditor({ article, action, photoAction, restoreAction, notice, problem, preview, revision, toolbar }: Props) {
  const error = (field: string) => (problem?.field === field ? problem.message : undefined);
  const name = LANGUAGE_NAMES[article.locale];
  return (
    <>
      <p>
        <a href="/admin/articles" className="text-sm font-semibold text-ocean underline">
          Back to articles
        </a>
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h1 className="font-serif text-3xl font-bold break-words text-navy">{article.title || `New article (${name})`}</h1>
        <StatusBadge status={article.status} label={article.status} />
      </div>
      <p className="mt-2 text-muted">{article.statusLine}</p>
      <nav aria-label="Languages" className="mt-2 flex gap-3 text-sm">
        {LOCALES.map((locale) => (
          <a key={locale} href={adminArticlePath(article.id, locale)} aria-current={locale === article.locale ? 'page' : undefined} className="font-semibold text-ocean underline aria-[current=page]:no-underline">
            {LANGUAGE_NAMES[locale]}
          </a>
        ))}
      </nav>
      {article.href && (
        <p className="mt-2">
          <a href={article.href} className="font-semibold text-ocean underline">
            View the public page
          </a>
        </p>
      )}
      <div className="mt-6">
        <Notice message={notice?.message} tone={notice?.tone} />
      </div>
      <Card as="section" aria-labelledby="editor-heading" className="p-4 sm:p-6">
        <h2 id="editor-heading" className="sr-only">
          {name} version
        </h2>
        <form method="post" action={action} className="space-y-4">
          <input type="hidden" name="id" value={article.id} />
          <input type="hidden" name="language" value={article.locale} />
          <Field name="title" label="Title" required maxLength={ARTICLE_LIMITS.title} defaultValue={article.title} error={error('title')} />
          <Field
            name="slug"
            label="Address"
            hint={article.slugFixed ? 'Published already: a new address answers the old one with a redirect.' : 'Follows the title until the first publication when left empty.'}
            maxLength={ARTICLE_LIMITS.slug}
            defaultValue={article.slug}
            error={error('slug')}
            spellCheck={false}
          />
          <Field name="summary" label="Summary" hint="The line under the byline." multiline rows={3} mobileRows={3} maxLength={ARTICLE_LIMITS.summary} defaultValue={article.summary} error={error('summary')} />
          <Field
            name="description"
            label="Description"
            hint="For search engines and the blog list; at most 160 characters."
            multiline
            rows={2}
            mobileRows={2}
            maxLength={ARTICLE_LIMITS.description}
            defaultValue={article.description}
            error={error('description')}
          />
          {toolbar}
          <Field
            name="body"
            label="Body"
            hint="Markdown: ## for a heading, **bold**, - for a list, [words](https://address) for a link."
            multiline
            rows={18}
            maxLength={ARTICLE_LIMITS.bodyInForm}
            defaultValue={article.body}
            error={error('body')}
          />
          <Field name="author" label="Author" hint="Leave empty for the team." maxLength={ARTICLE_LIMITS.author} defaultValue={article.author} error={error('author')} />
          <Field name="heroAlt" label="Image description" hint="Required with a picture: what it shows, for readers who cannot see it." maxLength={ARTICLE_LIMITS.heroAlt} defaultValue={article.heroAlt} error={error('heroAlt')} />
          <fieldset className="rounded-lg p-3 ring-1 ring-sky">
            <legend className="px-1 font-semibold text-navy">Schedule ({article.timeZone})</legend>
            <div className="flex flex-wrap gap-3">
              <label className="block text-sm font-semibold text-navy">
                Date
                <input type="date" name="date" defaultValue={article.date} className="mt-1 block rounded-md border border-muted/50 bg-white px-3 py-2 text-base text-ink" />
              </label>
              <label className="block text-sm font-semibold text-navy">
                Time
                <input type="time" name="time" defaultValue={article.time} className="mt-1 block rounded-md border border-muted/50 bg-white px-3 py-2 text-base text-ink" />
              </label>
            </div>
          </fieldset>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" name="intent" value="save" variant="secondary">
              Save draft
            </Button>
            <Button type="submit" name="intent" value="preview" variant="secondary">
              Preview
            </Button>
            <Button type="submit" name="intent" value="publish">
              Publish
            </Button>
            <Button type="submit" name="intent" value="schedule" variant="secondary">
              Schedule
            </Button>
            {(article.status === 'published' || article.status === 'scheduled') && (
              <Button type="submit" name="intent" value="unpublish" variant="secondary">
                Unpublish
              </Button>
            )}
          </div>
        </form>
      </Card>
      <Card as="section" aria-labelledby="photo-heading" className="mt-6 p-4 sm:p-6">
        <h2 id="photo-heading" className="text-lg font-semibold text-navy">
          Photo
        </h2>
        {article.photo && (
          <img src={article.photo.src} alt={article.heroAlt} width={article.photo.width} height={article.photo.height} className="mt-3 h-auto w-full max-w-sm rounded-lg" />
        )}
        {article.canAddPhoto ? (
          <form method="post" action={photoAction} encType="multipart/form-data" className="mt-3 space-y-3">
            <label className="block text-sm font-semibold text-navy">
              Photo file
              <input type="file" name="photo" accept="image/jpeg,image/png,image/webp" required className="mt-1 block w-full text-base" />
            </label>
            <p className="text-sm text-muted">JPEG, PNG or WebP, at most 15 MB. Location and camera details are removed.</p>
            <Field name="heroAlt" idPrefix="photo" label="What the photo shows" required maxLength={ARTICLE_LIMITS.heroAlt} defaultValue={article.heroAlt} />
            <Button type="submit" variant="secondary">
              Upload photo
            </Button>
          </form>
        ) : (
          <p className="mt-2 text-sm text-muted">Save a draft first, then add a photo.</p>
        )}
      </Card>
      {preview && (
        <section aria-labelledby="preview-heading" className="mt-8">
          <h2 id="preview-heading" className="text-lg font-semibold text-navy">
            Preview
          </h2>
          <p className="text-sm text-muted">As the public page shows it; nothing is saved yet.</p>
          <div className="mt-3 overflow-hidden rounded-xl bg-cream ring-1 ring-sky">{preview}</div>
        </section>
      )}
      {revision && (
        <Card as="section" aria-labelledby="revision-heading" className="mt-8 p-4">
          <h2 id="revision-heading" className="text-lg font-semibold text-navy">
            Revision of {revision.label}
          </h2>
          <p className="mt-2 font-semibold break-words">{revision.title}</p>
          <pre className="mt-2 max-h-96 overflow-auto text-sm break-words whitespace-pre-wrap">{revision.body}</pre>
          <form method="post" action={restoreAction} className="mt-3">
            <input type="hidden" name="id" value={article.id} />
            <input type="hidden" name="revision" value={revision.id} />
            <Button type="submit" variant="secondary">
              Restore this revision
            </Button>
          </form>
        </Card>
      )}
      {article.revisions.length > 0 && (
        <section aria-labelledby="revisions-heading" className="mt-8">
          <h2 id="revisions-heading" className="text-lg font-semibold text-navy">
            Revisions
          </h2>
          <ul className="mt-2 space-y-1 text-sm">
            {article.revisions.map((r) => (
              <li key={r.id}>
                <a href={`${adminArticlePath(article.id, article.locale)}?revision=${r.id}`} className="text-ocean underline">
                  {r.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
