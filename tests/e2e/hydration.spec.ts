import type { APIRequestContext, ConsoleMessage, Locator, Page } from '@playwright/test';
import { expect, test } from './support/client.ts';
import { uniqueEmail } from '../support/index.ts';

// Each form page is a React island that hydrates on the first interaction. A visitor on a slow phone can
// send the form before that happens: the browser then posts it as without JavaScript, and the page the
// server answers with (its problem next to the field, what was typed) must hydrate without a mismatch.
// With JavaScript, no page logs a console error or warning, on load or after sending.

interface FormPage {
  path: string;
  /** The island's component, as Astro names it in the island's options. */
  island: string;
  action: string;
  button: string;
  /** Fills the form with what the server accepts. */
  fillValid: (page: Page, email: string) => Promise<void>;
  /** Fills the form so that the browser's own checks pass and the server's do not. */
  fillRejected: (page: Page, email: string) => Promise<void>;
  /** The field the server's problem is about, its message, and the fix. */
  rejected: { field: (page: Page) => Locator; message: RegExp; fix: (page: Page, email: string) => Promise<void> };
  /** A value typed that the server's answer must keep. */
  kept: { field: (page: Page) => Locator; value: string };
  /** What shows the submission was accepted. */
  thanks: (page: Page) => Locator;
}

/** The radios are hidden inside their star labels; centred first, so that neither the fixed header nor the chat button takes the click. */
async function chooseFourStars(page: Page) {
  const radio = page.getByRole('group', { name: 'Rating *' }).getByRole('radio', { name: '4 stars', exact: true });
  await radio.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await radio.check({ force: true });
}

const STORY = 'Nagsimula ako bilang household service worker sa Hong Kong noong 2015. Ngayon ay supervisor na ako.';

const FORMS: FormPage[] = [
  {
    path: '/survey',
    island: 'SurveyForm',
    action: 'survey',
    button: 'Submit Feedback',
    fillValid: async (page, email) => {
      await page.getByLabel('Email *', { exact: true }).fill(email);
      await chooseFourStars(page);
      await page.getByLabel('Feedback *', { exact: true }).fill('Salamat sa mga kwento!');
    },
    fillRejected: async (page) => {
      await page.getByLabel('Name (optional)', { exact: true }).fill('Juan');
      await page.getByLabel('Email *', { exact: true }).fill('juan@localhost');
      await chooseFourStars(page);
      await page.getByLabel('Feedback *', { exact: true }).fill('Salamat sa mga kwento!');
    },
    rejected: {
      field: (page) => page.getByLabel('Email *', { exact: true }),
      message: /Please enter a valid email address\./,
      fix: (page, email) => page.getByLabel('Email *', { exact: true }).fill(email),
    },
    kept: { field: (page) => page.getByLabel('Name (optional)', { exact: true }), value: 'Juan' },
    thanks: (page) => page.getByRole('heading', { name: 'Thank You!' }),
  },
  {
    path: '/contact',
    island: 'EnquiryForm',
    action: 'contact',
    button: 'Send Message',
    fillValid: async (page, email) => {
      await page.getByLabel('Name *', { exact: true }).fill('Ana Reyes');
      await page.getByLabel('Email *', { exact: true }).fill(email);
      await page.getByLabel('Phone *', { exact: true }).fill('+63 917 123 4567');
      await page.getByRole('combobox', { name: 'Service *' }).selectOption({ label: 'Advertising' });
      await page.getByLabel('Message *', { exact: true }).fill('Please call me about advertising.');
    },
    fillRejected: async (page, email) => {
      await page.getByLabel('Name *', { exact: true }).fill('Ana Reyes');
      await page.getByLabel('Email *', { exact: true }).fill(email);
      await page.getByLabel('Phone *', { exact: true }).fill('call me');
      await page.getByRole('combobox', { name: 'Service *' }).selectOption({ label: 'Advertising' });
      await page.getByLabel('Message *', { exact: true }).fill('Please call me about advertising.');
    },
    rejected: {
      field: (page) => page.getByLabel('Phone *', { exact: true }),
      message: /Please enter a phone number using digits, spaces, \+, - or brackets\./,
      fix: (page) => page.getByLabel('Phone *', { exact: true }).fill('+63 917 123 4567'),
    },
    kept: { field: (page) => page.getByRole('combobox', { name: 'Service *' }), value: 'advertising' },
    thanks: (page) => page.getByRole('region', { name: 'Thank you!' }).filter({ hasText: "Your message has been sent. We'll get back to you within 72 hours." }),
  },
  {
    path: '/ebook',
    island: 'EbookSignup',
    action: 'ebook',
    button: 'Get the E-book',
    fillValid: async (page, email) => {
      await page.getByLabel('Email Address *', { exact: true }).fill(email);
    },
    fillRejected: async (page) => {
      await page.getByLabel('Email Address *', { exact: true }).fill('liza@localhost');
      await page.getByLabel('Name (optional)', { exact: true }).fill('Liza');
    },
    rejected: {
      field: (page) => page.getByLabel('Email Address *', { exact: true }),
      message: /Please enter a valid email address\./,
      fix: (page, email) => page.getByLabel('Email Address *', { exact: true }).fill(email),
    },
    kept: { field: (page) => page.getByLabel('Name (optional)', { exact: true }), value: 'Liza' },
    thanks: (page) => page.getByRole('region', { name: 'Thank you!' }),
  },
  {
    path: '/connect',
    island: 'StoryForm',
    action: 'story',
    button: 'Share My Story',
    fillValid: async (page, email) => {
      await page.getByLabel('Email *', { exact: true }).fill(email);
      await page.getByLabel('Country where you work *', { exact: true }).fill('Hong Kong');
      await page.getByLabel('Your story *', { exact: true }).fill(STORY);
      await page.getByRole('checkbox', { name: /may publish my story/ }).check();
    },
    fillRejected: async (page) => {
      await page.getByLabel('Email *', { exact: true }).fill('ben@example');
      await page.getByLabel('Country where you work *', { exact: true }).fill('Japan');
      await page.getByLabel('Your story *', { exact: true }).fill(STORY);
      await page.getByRole('checkbox', { name: "I'd be happy to be interviewed" }).check();
      await page.getByRole('checkbox', { name: /may publish my story/ }).check();
    },
    rejected: {
      field: (page) => page.getByLabel('Email *', { exact: true }),
      message: /Please enter a valid email address\./,
      fix: (page, email) => page.getByLabel('Email *', { exact: true }).fill(email),
    },
    kept: { field: (page) => page.getByLabel('Your story *', { exact: true }), value: STORY },
    thanks: (page) => page.getByRole('region', { name: 'Thank you for sharing!' }),
  },
];

/** The address of the island's component script, as the server renders it into the page. */
async function islandScript(request: APIRequestContext, path: string, island: string): Promise<string> {
  const html = await (await request.get(path)).text();
  const tag = html.match(/<astro-island\b[^>]*>/g)?.find((t) => t.includes(`&quot;name&quot;:&quot;${island}&quot;`));
  const url = tag && /component-url="([^"]+)"/.exec(tag)?.[1];
  if (!url) throw new Error(`no ${island} island on ${path}`);
  return url;
}

/** Console errors and warnings, and uncaught exceptions, from now on (a React hydration mismatch is one of these). */
function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    // The browser reports the 400 of a page answering a refused post; that status is the answer, not a fault.
    if (message.location().url.includes('_action=') && message.text().startsWith('Failed to load resource')) return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

/** Clicks the submit button and waits for the page the server answers the plain POST with. */
async function postNatively(page: Page, form: FormPage) {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes(`_action=${form.action}`)),
    page.getByRole('button', { name: form.button }).click(),
  ]);
  await page.waitForLoadState();
  return response;
}

/**
 * Sends the form with JavaScript: through the action endpoint, without leaving the page. When that
 * does not happen, what the console said (a hydration mismatch, say) is the likely cause: it is reported.
 */
async function sendWithJavaScript(page: Page, form: FormPage, problems: string[]) {
  const [response] = await Promise.all([
    page
      .waitForResponse((r) => r.request().method() === 'POST' && r.url().includes(`/_actions/${form.action}`), { timeout: 15_000 })
      .catch((error: Error) => {
        throw new Error(`the form was not sent through its action; console: ${JSON.stringify(problems)}`, { cause: error });
      }),
    page.getByRole('button', { name: form.button }).click(),
  ]);
  return response;
}

for (const form of FORMS) {
  test.describe(`${form.path} before and after hydration`, () => {
    test('sent before the island hydrated, the browser posts it and the server thanks', async ({ page, request }) => {
      const script = await islandScript(request, form.path, form.island);
      await page.route((url) => url.pathname === script, (route) => route.abort());
      await page.goto(form.path);
      await form.fillValid(page, uniqueEmail('before-hydration'));
      const response = await postNatively(page, form);
      expect(response.status()).toBe(200);
      await expect(form.thanks(page)).toBeVisible();
    });

    test("the server's answer to a post sent before hydration hydrates cleanly, then sends with JavaScript", async ({
      page,
      request,
    }) => {
      const script = await islandScript(request, form.path, form.island);
      // Blocked until the form is posted: the page the server answers with loads the island as usual.
      let blocked = true;
      await page.route(
        (url) => url.pathname === script,
        (route) => (blocked ? route.abort() : route.continue()),
      );
      const problems = watchConsole(page);
      page.on('request', (r) => {
        if (r.method() === 'POST' && r.url().includes(`_action=${form.action}`)) {
          blocked = false;
          // What the blocked page logged (the failed script) is not about the page under test.
          problems.length = 0;
        }
      });
      await page.goto(form.path);
      await form.fillRejected(page, uniqueEmail('before-hydration'));
      // The answer opens on its problem summary (the action's address ends with its id), which the browser
      // focuses: focus inside the island hydrates it. What the server rendered stays as it was.
      const hydrated = page.waitForResponse((r) => new URL(r.url()).pathname === script && r.ok());
      const response = await postNatively(page, form);
      expect(response.status()).toBe(400);
      const field = form.rejected.field(page);
      await expect(field).toHaveAccessibleDescription(form.rejected.message);
      await expect(page.getByRole('region', { name: 'There is a problem' })).toBeFocused();
      await expect(form.kept.field(page)).toHaveValue(form.kept.value);
      await field.focus();
      await hydrated;
      await form.rejected.fix(page, uniqueEmail('after-hydration'));
      await expect(form.kept.field(page)).toHaveValue(form.kept.value);
      const sent = await sendWithJavaScript(page, form, problems);
      expect(sent.status()).toBe(200);
      await expect(form.thanks(page)).toBeVisible();
      expect(problems).toEqual([]);
    });

    test('with JavaScript, no console error or warning on load or after sending', async ({ page }) => {
      const problems = watchConsole(page);
      await page.goto(form.path);
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
      await form.fillValid(page, uniqueEmail('console'));
      const sent = await sendWithJavaScript(page, form, problems);
      expect(sent.status()).toBe(200);
      await expect(form.thanks(page)).toBeVisible();
      expect(problems).toEqual([]);
    });
  });
}

test.describe('the e-book popup on the home page', () => {
  test.beforeEach(async ({ context }) => {
    // No test needs the internet: answer every outside address with a small local page (none is asked before play).
    await context.route(/^https?:\/\/(?!localhost[:/])/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>outside</title>' }),
    );
  });

  test('hydrates and opens with no console error or warning, and sends with JavaScript', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Free e-book for OFWs' });
    await expect(dialog).toBeVisible({ timeout: 10_000 });
    expect(problems).toEqual([]);
    await dialog.getByLabel('Email Address').fill(uniqueEmail('popup-console'));
    const [sent] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/_actions/ebook')),
      dialog.getByRole('button', { name: 'Send Me the E-book' }).click(),
    ]);
    expect(sent.status()).toBe(200);
    await expect(dialog.getByRole('region', { name: 'Thank you!' })).toBeVisible();
    await expect(dialog).toBeHidden({ timeout: 6000 });
    expect(problems).toEqual([]);
  });
});
