import type { ClientDirective } from 'astro';

const TRIGGERS = ['pointerdown', 'focusin', 'keydown', 'touchstart'] as const;

/**
 * Hydrates an island the first time the visitor touches, clicks, focuses or types inside it. A click on
 * one of its buttons before React is ready is held and replayed once it is; if React cannot be
 * loaded, the held click is replayed natively (a form then posts as it does without JavaScript).
 * `client:interaction="links"` holds clicks on its links too, for an island whose links do something
 * else with JavaScript (a video card chooses the video instead of opening YouTube); other islands'
 * links navigate at once, without waiting for React.
 */
const interaction: ClientDirective = (load, options, el) => {
  const controls = options.value === 'links' ? 'button, a[href]' : 'button';
  let held: HTMLElement | undefined;
  let started = false;

  const hold = (event: Event) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(controls) : null;
    if (!control || !el.contains(control)) return;
    // Ctrl/⌘/Shift-click asks the browser for a new tab or window: leave that to the browser.
    if (control instanceof HTMLAnchorElement && event instanceof MouseEvent && (event.ctrlKey || event.metaKey || event.shiftKey)) return;
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

  // JavaScript runs: show the parts of the island that need it (see .needs-javascript in global.css).
  el.setAttribute('data-interactive', '');
  el.addEventListener('click', hold, true);
  for (const type of TRIGGERS) el.addEventListener(type, start, true);
};

export default interaction;
