import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The WCAG levels every axe check holds the site to: A and AA up to 2.2, whose AA adds target size
 * (a control a thumb can hit without touching its neighbour).
 */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe over the page at those levels. Legacy mode runs axe.run() in the page itself; the default mode
 * opens a blank page for every check to merge the results of each frame, which doubled each check's
 * CPU time. Our pages have no frame of their own (a YouTube player is a cross-origin frame, which
 * neither mode could enter here without the internet).
 *
 * Every rule still runs on every element; only the violations, the one result the specs read, name
 * each element they found. The passes and the checks axe leaves to a person keep one element each,
 * which spares a selector for every element of the page: a fifth of each check's time, measured.
 * `options()` replaces every option set before it, the tags among them, so it comes first.
 */
export const axe = (page: Page) =>
  new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(AXE_TAGS).setLegacyMode(true);
