import { actions } from 'astro:actions';
import Button from '../../../ui/Button.tsx';
import ButtonLink from '../../../ui/ButtonLink.tsx';
import Notice from '../../../ui/Notice.tsx';
import type { MediaKind, OwnerMediaItem } from '../types.ts';
import { MEDIA_PAGE, hidePage } from './MediaAdmin.tsx';

interface Props {
  kind: MediaKind;
  /** Undefined when no episode or video has the id of the address. */
  item?: OwnerMediaItem | undefined;
  /** Why the last Hide was refused. */
  problem?: string | undefined;
}

/** The step before Hide acts: the owner sees what leaves the site and confirms. */
export default function MediaHideConfirm({ kind, item, problem }: Props) {
  const name = kind === 'episode' ? 'episode' : 'video';
  const back = (
    <p>
      <a href={MEDIA_PAGE} className="text-sm font-semibold text-ocean underline">
        Back to episodes and videos
      </a>
    </p>
  );
  if (!item) {
    return (
      <>
        {back}
        <h1 className="mt-4 font-serif text-3xl font-bold text-navy">{kind === 'episode' ? 'Episode not found' : 'Video not found'}</h1>
      </>
    );
  }
  if (item.status === 'hidden') {
    return (
      <>
        {back}
        <h1 className="mt-4 font-serif text-3xl font-bold text-navy">This {name} is hidden already</h1>
        <p className="mt-4">{item.title}</p>
      </>
    );
  }
  return (
    <>
      {back}
      <h1 className="mt-4 font-serif text-3xl font-bold text-navy">Hide this {name}?</h1>
      <p className="mt-4 font-semibold text-navy">{item.title}</p>
      <form method="post" action={`${hidePage(kind, item.id)}${actions.admin.setMediaStatus.toString()}`} className="mt-6 space-y-4">
        <p>
          {kind === 'episode'
            ? 'It leaves the site at once: the home page, the podcast list, its page (which then says it was taken down), the sitemap, the weekly digest, search and the assistant.'
            : 'It leaves the home page at once.'}{' '}
          Later syncs keep it hidden. You can show it again from the list.
        </p>
        <Notice message={problem} tone="error" />
        <input type="hidden" name="kind" value={kind} />
        <input type="hidden" name="id" value={item.id} />
        <input type="hidden" name="status" value="hidden" />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit">Hide</Button>
          <ButtonLink href={MEDIA_PAGE} variant="secondary">
            Cancel
          </ButtonLink>
        </div>
      </form>
    </>
  );
}
