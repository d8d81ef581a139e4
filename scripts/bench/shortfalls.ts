// The report's last word on the budgets: each one this run missed, where, and what was measured to
// cause it. A miss with no known cause is listed as such rather than explained away.
import type { InteractionReport } from './interaction.ts';
import type { PageReport } from './lighthouse.ts';
import type { LoadReport } from './load.ts';

export interface Budgets {
  warmAnswerMs: number;
  postsPerSecond: number;
}

const CAUSES = {
  tbt:
    'No script of ours runs at load: a page carries two inline scripts (Astro\'s island loader, 4.4 KB, and the ' +
    'first-interaction directive, 0.7 KB) and loads no other. The blocking time is the browser\'s own work around the ' +
    'first paint (a task Lighthouse files as "Unattributable", then style and layout), multiplied four times by the ' +
    'simulated mobile CPU, and it varies from run to run on this shared 2-core machine by more than pages differ. ' +
    '(Until ADR 038, English pages also paid for a late per-visitor stylesheet: 64 to 120 ms on /cookies with it, ' +
    '2 to 34 ms without.)',
  cls:
    "Chromium's own audio controls, not the page: about half a second after the first paint each player lays out its " +
    'time display, its timeline narrows and its track grows from 4 to 42 px, inside the player (the shift is reported ' +
    'without a node, as it lies in the player\'s shadow tree). About 0.004 per player in view; no element of the page moves.',
  warm:
    "On a first interaction the island's JavaScript, React's runtime with it, is evaluated and the island hydrated, " +
    'under the simulated 4× slower CPU; from the disk cache this takes 250 to 400 ms on this machine, around the target.',
  posts:
    'The load generator, the site and its PostgreSQL share the two cores, and this machine\'s speed varies from day ' +
    'to day: on 2026-11-23 two runs gave 280 and 358 posts per second; on 2026-11-24 three runs gave 217 to 239, the ' +
    'previous commit (before ADR 037) included, while the static server beside ours measured the same as the day before.',
};

const listed = (routes: string[]) => routes.join(', ');
const onlyBlockingTime = (p: PageReport) => p.failing.length > 0 && p.failing.every((audit) => audit === 'total-blocking-time');

/** Markdown lines: one paragraph per budget missed in this run, with the routes or runs that missed it. */
export function shortfallReport(pages: PageReport[], interactions: InteractionReport[], posts: LoadReport, budgets: Budgets): string[] {
  const out: string[] = [];
  const add = (title: string, where: string[], cause: string) => {
    if (where.length > 0) out.push(`- **${title}** (${listed(where)}): ${cause}`, '');
  };
  add('TBT above 0 ms', pages.filter((p) => p.tbtMs > 0).map((p) => p.route), CAUSES.tbt);
  add('Performance below 100 for its blocking time alone', pages.filter((p) => p.performance < 100 && onlyBlockingTime(p)).map((p) => p.route), 'the one audit not passed is total-blocking-time: see TBT above.');
  add('CLS above 0', pages.filter((p) => p.cls > 0).map((p) => p.route), CAUSES.cls);
  add('Warm answer above the target', interactions.filter((i) => i.warmMs > budgets.warmAnswerMs).map((i) => i.scenario), CAUSES.warm);
  add('Survey POST below the target', posts.requestsPerSecond < budgets.postsPerSecond ? [`${posts.requestsPerSecond} per second`] : [], CAUSES.posts);
  const unexplained = pages.filter(
    (p) => p.lcpMs > 1500 || [p.accessibility, p.bestPractices, p.seo].some((s) => s < 100) || (p.performance < 100 && !onlyBlockingTime(p)),
  );
  add('Not explained here', unexplained.map((p) => p.route), 'see the audits column of the Lighthouse table.');
  return out.length > 0 ? ['## Budgets missed in this run, and why', '', ...out] : ['## Budgets missed in this run: none', ''];
}
