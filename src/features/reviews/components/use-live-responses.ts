import { useEffect, useState, useSyncExternalStore } from 'react';
import type { ResponseCardData } from '../response-card.ts';

/** Where the live list stands; "idle" until the browser runs it (on the server, or without JavaScript). */
export type LivePhase = 'idle' | 'connecting' | 'live' | 'reconnecting' | 'stopped';

const noSubscription = () => () => {};

/** Newest first: a late-arriving older response goes where its date puts it; one already shown is skipped. */
function withResponse(cards: ResponseCardData[], card: ResponseCardData): ResponseCardData[] {
  if (cards.some((c) => c.id === card.id)) return cards;
  const at = cards.findIndex((c) => c.createdAt < card.createdAt);
  return at < 0 ? [...cards, card] : [...cards.slice(0, at), card, ...cards.slice(at)];
}

/**
 * The owner's survey responses, kept up to date over Server-Sent Events. The stream first sends what
 * arrived since `since` (the page's render time), then each new response; the browser reconnects by
 * itself (the stream asks for 2 s) with the last event's id. Signing out anywhere ends it and goes to
 * the login page; leaving the page closes it.
 */
export function useLiveResponses(initial: ResponseCardData[], streamUrl: string | undefined, since: string | undefined) {
  const [cards, setCards] = useState(initial);
  const [phase, setPhase] = useState<Exclude<LivePhase, 'idle'>>('connecting');
  // False while rendering on the server and hydrating, so both render the same markup.
  const running = useSyncExternalStore(noSubscription, () => true, () => false);

  useEffect(() => {
    if (!streamUrl) return;
    const url = new URL(streamUrl, location.href);
    if (since) url.searchParams.set('since', since);
    const source = new EventSource(url);
    source.addEventListener('open', () => setPhase('live'));
    source.addEventListener('response', (event) => {
      try {
        const card = JSON.parse((event as MessageEvent<string>).data) as ResponseCardData;
        setCards((shown) => withResponse(shown, card));
      } catch {
        // A malformed event is skipped; the next page load shows the full list.
      }
    });
    source.addEventListener('signed-out', () => {
      source.close();
      location.assign('/admin/login');
    });
    source.addEventListener('error', () => {
      // While the browser retries by itself, say so; a closed stream (the server refused it) does not come back.
      setPhase(source.readyState === EventSource.CONNECTING ? 'reconnecting' : 'stopped');
    });
    // Leaving the page ends the subscription: no stream stays open for a list nobody is looking at.
    const close = () => source.close();
    addEventListener('pagehide', close);
    return () => {
      removeEventListener('pagehide', close);
      source.close();
    };
  }, [streamUrl, since]);

  return { cards, phase: running && streamUrl ? phase : ('idle' as LivePhase) };
}
