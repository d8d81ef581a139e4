/** Disclosure menu: Enter/Space opens, arrows move, Escape closes and returns focus to the button. */
export function enhanceMenu(nav: HTMLElement) {
  const button = nav.querySelector<HTMLButtonElement>('[data-menu-button]');
  if (!button) return;
  const links = () => [...nav.querySelectorAll<HTMLAnchorElement>('a')];
  nav.dataset['enhanced'] = '';

  const setOpen = (open: boolean, focus?: 'first' | 'last') => {
    button.setAttribute('aria-expanded', String(open));
    if (open && focus) links().at(focus === 'first' ? 0 : -1)?.focus();
  };

  button.addEventListener('click', () => setOpen(button.getAttribute('aria-expanded') !== 'true', 'first'));
  button.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true, 'first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true, 'last');
    }
  });
  nav.addEventListener('keydown', (event) => {
    const items = links();
    const index = items.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'Escape') {
      setOpen(false);
      button.focus();
    } else if (index >= 0 && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(index + step + items.length) % items.length]?.focus();
    } else if (index >= 0 && (event.key === 'Home' || event.key === 'End')) {
      event.preventDefault();
      items.at(event.key === 'Home' ? 0 : -1)?.focus();
    }
  });
  document.addEventListener('click', (event) => {
    if (!nav.contains(event.target as Node)) setOpen(false);
  });
  nav.addEventListener('focusout', (event) => {
    if (!nav.contains(event.relatedTarget as Node | null) && event.relatedTarget) setOpen(false);
  });
}
