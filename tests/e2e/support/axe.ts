/**
 * The WCAG levels every axe check holds the site to: A and AA up to 2.2, whose AA adds target size
 * (a control a thumb can hit without touching its neighbour).
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
