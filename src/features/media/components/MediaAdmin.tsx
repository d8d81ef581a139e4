import { actions } from 'astro:actions';
import Button from '../../../ui/Button.tsx';
import ButtonLink from '../../../ui/ButtonLink.tsx';
import Card from '../../../ui/Card.tsx';
import EmptyState from '../../../ui/EmptyState.tsx';
import Notice from '../../../ui/Notice.tsx';
import StatusBadge from '../../../ui/StatusBadge.tsx';
import type { MediaKind, OwnerMediaItem } from '../types.ts';

export const MEDIA_PAGE = '/admin/media';

/** Where "Hide" asks the owner to confirm: `/admin/media/episode/<id>/hide`. */
export const hidePage = (kind: MediaKind, id: string) => `${MEDIA_PAGE}/${kind}/${encodeURIComponent(id)}/hide`;

interface Props {
  episodes: OwnerMediaItem[];
  videos: OwnerMediaItem[];
  notice?: { message: string; tone: 'ok' | 'error' } | undefined;
  /** Each item's date, as the owner area writes dates. */
  dates: Record<string, string>;
}

const NAMES = { episode: 'episode', video: 'video' } as const;

function MediaRows({ kind, items, dates }: { kind: MediaKind; items: OwnerMediaItem[]; dates: Record<string, string> }) {
  if (items.length === 0) return <EmptyState className="mt-4">{kind === 'episode' ? 'No episode is stored yet.' : 'No video is stored yet.'}</EmptyState>;
  return (
    <Card as="ul" className="mt-4 divide-y divide-sky" aria-label={kind === 'episode' ? 'Episodes' : 'Videos'}>
      {items.map((item) => (
        <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
          <div>
            <p className="flex flex-wrap items-center gap-2 font-semibold text-navy">
              <a href={item.url} className="underline">
                {item.title}
              </a>
              <StatusBadge status={item.status === 'hidden' ? 'withdrawn' : 'published'} label={item.status === 'hidden' ? 'hidden' : 'public'} />
            </p>
            <p className="text-sm text-muted">{dates[item.id]}</p>
          </div>
          {item.status === 'published' ? (
            <ButtonLink href={hidePage(kind, item.id)} variant="secondary" size="sm" aria-label={`Hide the ${NAMES[kind]} ${item.title}`}>
              Hide
            </ButtonLink>
          ) : (
            <form method="post" action={`${MEDIA_PAGE}${actions.admin.setMediaStatus.toString()}`}>
              <input type="hidden" name="kind" value={kind} />
              <input type="hidden" name="id" value={item.id} />
              <Button type="submit" name="status" value="published" variant="secondary" size="sm" aria-label={`Show the ${NAMES[kind]} ${item.title} again`}>
                Show again
              </Button>
            </form>
          )}
        </li>
      ))}
    </Card>
  );
}

/** The owner's list of stored episodes and videos, each hidden from the public site or shown again (no JavaScript needed). */
export default function MediaAdmin({ episodes, videos, notice, dates }: Props) {
  return (
    <>
      <h1 className="font-serif text-3xl font-bold text-navy">Episodes and videos</h1>
      <p className="mt-1 text-muted">
        The media sync brings them from the podcast host and YouTube. A hidden one leaves the home page, the podcast pages, the sitemap, the weekly digest,
        search and the assistant, and later syncs keep it hidden.
      </p>
      <div className="mt-6">
        <Notice message={notice?.message} tone={notice?.tone} />
      </div>
      <section aria-labelledby="episodes-heading" className="mt-8">
        <h2 id="episodes-heading" className="text-2xl font-semibold text-navy">
          Podcast episodes
        </h2>
        <MediaRows kind="episode" items={episodes} dates={dates} />
      </section>
      <section aria-labelledby="videos-heading" className="mt-10">
        <h2 id="videos-heading" className="text-2xl font-semibold text-navy">
          Videos
        </h2>
        <MediaRows kind="video" items={videos} dates={dates} />
      </section>
    </>
  );
}
