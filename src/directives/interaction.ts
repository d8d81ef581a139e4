import type { ClientDirective } from 'astro';

const TRIGGERS = ['pointerdown', 'focusin', 'keydown', 'touchstart'] as const;

/**
 * Hydrates an island the first time the visitor touches, clicks, focuses or types inside it. A click on
 * one of its buttons before React is ready is held and replayed once it is; if React cannot be
 * loaded, the held click is replayed natively (a form then posts as it does without JavaScript).
 */
const interaction: ClientDirective = (load, _options, el) => {
  let held: HTMLButtonElement | undefined;
  let started = false;

  const hold = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !el.contains(button)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = button;
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
