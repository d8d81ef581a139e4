import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the first touch, click, focus or key press inside the island; `"links"`: hold link clicks until then too. */
    'client:interaction'?: boolean | 'links';
    /** Hydrate this many milliseconds after load (unless the visitor dismissed it for good, or `unlessPresent` matches then). */
    'client:delay'?: number | { ms: number; unlessStored?: string; unlessPresent?: string };
  }
}
