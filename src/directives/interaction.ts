import type { ClientDirective } from 'astro';

const TRIGGERS = ['pointerdown', 'focusin', 'keydown', 'touchstart'] as const;

/**
 * Hydrates an island the first time the visitor touches, clicks, focuses or types inside it. A click on
 * one of its buttons or links before React is ready is held and replayed once it is (a link the island
 * handles, such as a video card, must not open its no-JavaScript target first); if React cannot be
 * loaded, the held click is replayed natively (a form then posts, a link opens, as without JavaScript).
 */
const interaction: ClientDirective = (load, _options, el) => {
  let held: HTMLElement | undefined;
  let started = false;

  const hold = (event: Event) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>('button, a[href]') : null;
    if (!control || !el.contains(control)) return;
    // Ctrl/⌘/Shift-click asks the browser for a new tab or window: leave that to the browser.
    if (event instanceof MouseEvent && (event.ctrlKey || event.metaKey || event.shiftKey)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = control;
    void start();
  };

  const start = async () => {
    if (started) return;
    started = true;
    for (const type of TRIGGERS) el.removeEventListener(type, start, true);
    try {
      const hydrate = await load();
      await hydrate();
    } finally {
      el.removeEventListener('click', hold, true);
      held?.click();
    }
  };

  el.addEventListener('click', hold, true);
  for (const type of TRIGGERS) el.addEventListener(type, start, true);
};

export default interaction;
