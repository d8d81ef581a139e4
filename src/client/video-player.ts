/**
 * Click-to-play: YouTube (privacy-enhanced domain) is contacted only when the visitor presses play.
 * Choosing a card makes that video the current one.
 */
export function enhanceVideoShowcase(root: HTMLElement) {
  const player = root.querySelector<HTMLElement>('[data-player]');
  const caption = root.querySelector<HTMLElement>('[data-player-caption]');
  const template = player?.querySelector<HTMLAnchorElement>('[data-play]')?.cloneNode(true) as HTMLAnchorElement | undefined;
  if (!player || !template) return;

  const facadeFor = (link: HTMLAnchorElement) => {
    const facade = template.cloneNode(true) as HTMLAnchorElement;
    facade.href = link.href;
    facade.dataset['embed'] = link.dataset['embed'] ?? '';
    facade.dataset['title'] = link.dataset['title'] ?? '';
    const thumb = facade.querySelector<HTMLImageElement>('[data-player-thumb]');
    if (thumb && link.dataset['thumb']) thumb.src = link.dataset['thumb'];
    const webp = facade.querySelector<HTMLSourceElement>('[data-player-thumb-webp]');
    if (webp && link.dataset['thumbWebp']) webp.srcset = link.dataset['thumbWebp'];
    const label = facade.querySelector('[data-player-label]');
    if (label) label.textContent = `Play video: ${link.dataset['title'] ?? ''}`;
    return facade;
  };

  root.addEventListener('click', (event) => {
    const target = (event.target as Element).closest<HTMLAnchorElement>('[data-play], [data-choose-video]');
    if (!target) return;
    event.preventDefault();
    if (target.matches('[data-play]')) {
      const frame = document.createElement('iframe');
      frame.src = target.dataset['embed'] ?? '';
      frame.title = target.dataset['title'] ?? 'Video';
      frame.allow = 'accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture';
      frame.allowFullscreen = true;
      frame.className = 'absolute inset-0 h-full w-full';
      player.replaceChildren(frame);
      frame.focus();
      return;
    }
    const facade = facadeFor(target);
    player.replaceChildren(facade);
    if (caption) caption.textContent = target.dataset['title'] ?? '';
    player.scrollIntoView({ behavior: 'smooth', block: 'center' });
    facade.focus();
  });
}
