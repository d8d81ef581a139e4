// Which end-to-end tests run at phone width. The desktop project (1280 px) runs every test but those
// tagged PHONE_ONLY; the mobile project (a Pixel 7 at 375 px: touch, a phone's browser) runs only the
// tests tagged PHONE or PHONE_ONLY: layout, the menu, overlays, positions on a small screen, touch
// targets. Everything else is the same at any width, so it runs once.

/** A layout or touch check, run at both widths: `test('…', PHONE, async …)`. */
export const PHONE = { tag: '@phone' };

/** Checks what only a phone shows (a 375 px page, axe at that width): run at phone width only. */
export const PHONE_ONLY = { tag: '@phone-only' };
