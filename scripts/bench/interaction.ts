// What Lighthouse cannot see: the JavaScript an island fetches after the visitor's first interaction,
// and how long it takes until the page visibly answers, under Lighthouse's own mobile throttling
// (slow 4G, 4× CPU slowdown), with a cold cache and again with a warm one.
import { chromium, type Page } from '@playwright/test';
import { throttling } from 'lighthouse/core/config/constants.js';
import { LOCALES, localePath, type Locale } from '../../src/i18n/locales.ts';
import { messagesFor } from '../../src/i18n/messages.ts';
import { POPUP_SEEN_KEY } from '../../src/features/ebook/index.server.ts';
import { browserPath, CHROMIUM_FLAGS, FULL_BROWSER } from '../../tests/e2e/chromium.ts';

export interface InteractionReport {
  scenario: string;
  coldKB: number;
  coldMs: number;
  warmKB: number;
  warmMs: number;
}

interface Scenario {
  name: string;
  route: string;
  /** Does the interaction and resolves once the page visibly answered it. */
  act: (page: Page) => Promise<void>;
  /** For what the page does by itself: the answer is timed from this many ms after navigation began. */
  after?: number;
}

const hydrated = (page: Page, selector: string) =>
  page.waitForFunction((s) => !document.querySelector(s)?.closest('astro-island')?.hasAttribute('ssr'), selector);

/** Focus a form's first field: the island hydrates, and its own checks answer a submit from then on. */
const focusForm = (route: string): Scenario => ({
  name: `${route}: focus the form's first field → the form's island is ready`,
  route,
  act: async (page) => {
    await page.getByRole('main').getByRole('textbox').first().focus();
    await hydrated(page, 'form[method="POST"], form[method="post"]');
  },
});

/** The same interactions on the same pages in each language, found by the names that language gives them. */
function scenarios(locale: Locale): Scenario[] {
  const chat = messagesFor(locale).layout.chat;
  const home = localePath(locale, '/');
  return [
    {
      name: `${home}: tap "${chat.open}" → the chat panel shows the greeting`,
      route: home,
      act: async (page) => {
        await page.getByRole('button', { name: chat.open }).click();
        await page.getByRole('dialog', { name: chat.title }).waitFor({ state: 'visible' });
      },
    },
    {
      name: `${home}: the e-book popup appears (3 s after load) → its dialog is open`,
      route: home,
      after: 3000,
      act: async (page) => {
        // The only dialog that opens by itself: the chat stays closed.
        await page.getByRole('dialog').first().waitFor({ state: 'visible' });
      },
    },
    ...['/survey', '/contact', '/ebook', '/connect'].map((route) => focusForm(localePath(locale, route))),
  ];
}

export const SCENARIOS: Scenario[] = LOCALES.flatMap(scenarios);

const KB = (bytes: number) => Number((bytes / 1024).toFixed(1));

async function measure(page: Page, scenario: Scenario, baseUrl: string) {
  const client = await page.context().newCDPSession(page);
  const t = throttling.mobileSlow4G;
  await client.send('Network.enable');
  await client.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: t.requestLatencyMs,
    downloadThroughput: (t.downloadThroughputKbps * 1024) / 8,
    uploadThroughput: (t.uploadThroughputKbps * 1024) / 8,
  });
  await client.send('Emulation.setCPUThrottlingRate', { rate: t.cpuSlowdownMultiplier });
  const scripts = new Set<string>();
  let bytes = 0;
  let counting = false;
  client.on('Network.responseReceived', (e) => {
    if (counting && e.type === 'Script') scripts.add(e.requestId);
  });
  client.on('Network.loadingFinished', (e) => {
    if (scripts.has(e.requestId)) bytes += e.encodedDataLength;
  });
  await page.goto(`${baseUrl}${scenario.route}`, { waitUntil: 'load' });
  counting = true;
  const sinceNavigation = () => page.evaluate(() => performance.now());
  const started = scenario.after ?? (await sinceNavigation());
  await scenario.act(page);
  const ms = Math.round((await sinceNavigation()) - started);
  counting = false;
  await client.detach();
  return { kb: KB(bytes), ms };
}

/** Measures every scenario whose page `includes` accepts (all by default). */
export async function measureInteractions(baseUrl: string, includes: (route: string) => boolean = () => true): Promise<InteractionReport[]> {
  const executablePath = browserPath(FULL_BROWSER);
  const browser = await chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: CHROMIUM_FLAGS,
  });
  const reports: InteractionReport[] = [];
  try {
    for (const scenario of SCENARIOS.filter((s) => includes(s.route))) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        isMobile: true,
        hasTouch: true,
        // Accepted cookie notice; the popup only where it is what is measured.
        storageState: {
          cookies: [{ name: 'cookie_consent', value: 'accepted', domain: new URL(baseUrl).hostname, path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' }],
          origins: scenario.after !== undefined
            ? []
            : [{ origin: baseUrl, localStorage: [{ name: POPUP_SEEN_KEY, value: '1' }] }],
        },
      });
      // The popup is offered once per visitor: the warm visit is a new one for it, with a warm cache.
      if (scenario.after !== undefined) await context.addInitScript((key) => localStorage.removeItem(key), POPUP_SEEN_KEY);
      const page = await context.newPage();
      const cold = await measure(page, scenario, baseUrl);
      const warm = await measure(page, scenario, baseUrl);
      reports.push({ scenario: scenario.name, coldKB: cold.kb, coldMs: cold.ms, warmKB: warm.kb, warmMs: warm.ms });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return reports;
}
