import { starLabel } from '../lib/reviews.ts';

/** Keeps the "N stars" text in step with the chosen radio. */
export function enhanceStarRating(group: HTMLElement) {
  const text = group.querySelector('[data-rating-text]');
  const update = () => {
    const checked = group.querySelector<HTMLInputElement>('input:checked');
    if (text) text.textContent = checked ? starLabel(Number(checked.value)) : 'No rating yet';
  };
  group.addEventListener('change', update);
  group.closest('form')?.addEventListener('change', update);
}
