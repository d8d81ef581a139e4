import type { ClientDirective } from 'astro';

interface DelayOptions {
  ms: number;
  /** A localStorage key: once it holds "1" (the visitor dismissed the island for good), never hydrate. */
  unlessStored?: string;
  /** A CSS selector: when the time comes and something on the page matches it, do not hydrate on this page view. */
  unlessPresent?: string;
}

const storedFlag = (key: string) => {
  try {
    return localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
};

/**
 * Hydrates an island a given time after the page began loading: `client:delay={3000}`, or
 * `client:delay={{ ms: 3000, unlessStored: 'key' }}` to fetch nothing at all for a visitor who
 * already dismissed it, and `unlessPresent: 'selector'` to fetch nothing while something the island
 * must not cover (a notice waiting for an answer, which reloads the page) is there.
 */
const delay: ClientDirective = (load, options) => {
  const value = options.value as unknown as number | DelayOptions;
  const { ms, unlessStored, unlessPresent } = typeof value === 'object' ? value : { ms: Number(value) || 0, unlessStored: undefined, unlessPresent: undefined };
  if (unlessStored && storedFlag(unlessStored)) return;
  // Counted from when the page began loading, not from when the parser reached this island: on a slow
  // network the HTML alone can take most of a second, and the island would appear that much later.
  setTimeout(async () => {
    if (unlessPresent && document.querySelector(unlessPresent)) return;
    const hydrate = await load();
    await hydrate();
  }, Math.max(0, ms - performance.now()));
};

export default delay;
