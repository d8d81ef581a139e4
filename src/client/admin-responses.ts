import type { ResponseCardData } from '../lib/reviews.ts';
import { showToast } from './toast.ts';

// The owner's live responses list: new survey responses arrive over Server-Sent Events and are
// prepended using the card <template> the server rendered, so both kinds of card look the same.

const FILLED = 'text-[#d08a00]';
const EMPTY = 'text-slate-300';
const ANSWERS = ['interviewExperience', 'interviewSuggestions', 'interviewFavorite'] as const;

function fill(card: HTMLElement, r: ResponseCardData) {
  const field = <T extends Element = HTMLElement>(name: string) => card.querySelector<T & HTMLElement>(`[data-field="${name}"]`);
  card.dataset['responseId'] = r.id;
  field('name')!.textContent = r.name ?? 'Anonymous';
  const time = field<HTMLTimeElement>('date')!;
  time.dateTime = r.createdAt;
  time.textContent = r.dateLabel;
  const stars = field('stars')!;
  stars.setAttribute('aria-label', `Rated ${r.rating} out of 5`);
  stars.querySelectorAll('svg').forEach((star, i) => {
    star.classList.toggle(FILLED, i < r.rating);
    star.classList.toggle(EMPTY, i >= r.rating);
  });
  field('rating')!.textContent = `${r.rating}/5`;
  field('hidden-badge')!.hidden = !r.hidden;
  field('feedback')!.textContent = r.feedback;
  for (const key of ANSWERS) {
    const value = r[key];
    card.querySelector<HTMLElement>(`[data-answer="${key}"]`)!.hidden = !value;
    field(key)!.textContent = value ?? '';
  }
  field('email')!.textContent = r.email;
  field<HTMLInputElement>('id')!.value = r.id;
  field<HTMLInputElement>('hidden-value')!.value = r.hidden ? '0' : '1';
  field('toggle')!.textContent = r.hidden ? 'Show in public reviews' : 'Hide from public reviews';
}

function start(root: HTMLElement) {
  const list = root.querySelector<HTMLElement>('[data-responses-list]')!;
  const empty = root.querySelector<HTMLElement>('[data-responses-empty]')!;
  const count = root.querySelector<HTMLElement>('[data-responses-count]')!;
  const status = root.querySelector<HTMLElement>('[data-live-status]')!;
  const template = root.querySelector<HTMLTemplateElement>('template[data-response-template]')!;
  if (!root.dataset['stream']) return; // the list could not be loaded: nothing to keep up to date
  const streamUrl = new URL(root.dataset['stream'], location.href);
  if (root.dataset['since']) streamUrl.searchParams.set('since', root.dataset['since']);

  const shown = () => list.querySelectorAll('[data-response-card]').length;

  function add(r: ResponseCardData) {
    if (list.querySelector(`[data-response-id="${CSS.escape(r.id)}"]`)) return;
    const card = (template.content.firstElementChild as HTMLElement).cloneNode(true) as HTMLElement;
    fill(card, r);
    // Newest first: a late-arriving older response goes where its date puts it.
    const later = [...list.querySelectorAll<HTMLElement>('[data-response-card]')].find(
      (el) => (el.querySelector('time')?.dateTime ?? '') < r.createdAt,
    );
    list.insertBefore(card, later ?? null);
    list.hidden = false;
    empty.hidden = true;
    count.textContent = `${shown()} response(s) received`;
  }

  // The stream first sends what arrived since the page was rendered, then each new response.
  status.textContent = 'Loading survey responses...';
  status.hidden = false;
  const source = new EventSource(streamUrl);
  source.addEventListener('open', () => {
    status.textContent = 'Live: new responses appear here as they arrive.';
  });
  source.addEventListener('response', (event) => {
    try {
      add(JSON.parse((event as MessageEvent<string>).data) as ResponseCardData);
    } catch {
      // A malformed event is skipped; the next page load shows the full list.
    }
  });
  source.addEventListener('signed-out', () => {
    source.close();
    location.assign('/admin/login');
  });
  source.addEventListener('error', () => {
    // While the browser retries by itself (the stream asks for 2 s), say so; a closed stream
    // (the server refused it) does not come back.
    if (source.readyState === EventSource.CONNECTING) {
      status.textContent = 'Reconnecting to live updates…';
      return;
    }
    status.textContent = 'Live updates stopped. Reload the page to see new responses.';
    showToast({ title: 'Error Loading Responses', message: 'Failed to load survey responses. Please try again.', variant: 'destructive' });
  });
  // Leaving the page ends the subscription (SPEC §4).
  addEventListener('pagehide', () => source.close());
}

const root = document.querySelector<HTMLElement>('[data-responses]');
if (root) start(root);
