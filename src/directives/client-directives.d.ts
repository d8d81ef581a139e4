import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the first touch, click, focus or key press inside the island. */
    'client:interaction'?: boolean;
    /** Hydrate this many milliseconds after load. */
    'client:delay'?: number;
  }
}
