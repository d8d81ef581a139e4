import EpisodeItem from './EpisodeItem.tsx';
import type { Episode } from '../../lib/media/types.ts';

interface Props {
  episodes: Episode[];
  page: number;
  pages: number;
}

/** One page of /podcast, newest first, with links to the newer and older pages. */
export default function EpisodeList({ episodes, page, pages }: Props) {
  return (
    <>
      {episodes.length === 0 ? (
        <p>No episodes available yet.</p>
      ) : (
        <ul className="space-y-4">
          {episodes.map((episode) => (
            <li key={episode.slug}>
              <EpisodeItem episode={episode} headingLevel="h2" />
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label="Pages" className="mt-8 flex justify-between">
          {page > 1 ? (
            <a href={`/podcast?page=${page - 1}`} className="font-semibold text-ocean underline">
              Newer episodes
            </a>
          ) : (
            <span />
          )}
          {page < pages && (
            <a href={`/podcast?page=${page + 1}`} className="font-semibold text-ocean underline">
              Older episodes
            </a>
          )}
        </nav>
      )}
    </>
  );
}
