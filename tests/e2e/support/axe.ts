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
 */
export const axe = (page: Page) => new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode(true);
