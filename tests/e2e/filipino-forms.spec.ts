// Every public form at its Filipino address, with and without JavaScript: Filipino problems, Filipino
// thank-yous, and the server answering in the language the form was posted in.
import type { Locator, Page, Response } from '@playwright/test';
import { closeDb, query } from './support/db.ts';
import { expect, renderedSubmissionId, test } from './support/client.ts';
import { postForm, uniqueEmail } from '../support/index.ts';

test.afterAll(closeDb);

/** The problems listed above a form ("May kailangang ayusin"), each a link to its field. */
const problems = (scope: Page | Locator) => scope.getByRole('region', { name: 'May kailangang ayusin' }).getByRole('link');

/**
 * Clicks a form's button. Without JavaScript the browser posts and the page comes back: that answer
 * is returned, so a test can check its status; with JavaScript there is no navigation.
 */
async function submit(page: Page, button: string, javaScriptEnabled: boolean, action: string): Promise<Response | undefined> {
  const click = page.getByRole('button', { name: button, exact: true }).click();
  if (javaScriptEnabled) {
    await click;
    return undefined;
  }
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes(`_action=${action}`)),
    click,
  ]);
  await page.waitForLoadState();
  return response;
}

async function expectFilipinoPage(page: Page, heading: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`Filipino forms ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test('the survey answers a wrong address and thanks the visitor in Filipino', async ({ page }) => {
      await page.goto('/fil/survey');
      await expectFilipinoPage(page, 'Sabihin mo sa amin kung paano pa kami huhusay');
      await expect(page.getByRole('heading', { name: 'Ibahagi ang Feedback Mo' })).toBeVisible();
      const email = page.getByLabel('E-mail *', { exact: true });
      const feedback = page.getByLabel('Feedback *', { exact: true });
      const stars = page.getByRole('group', { name: 'Rating *' });

      // "juan@localhost" looks like an address to a browser, not to us; and no star was chosen.
      await email.fill('juan@localhost');
      await feedback.fill('Napakalaking tulong ng mga episode.');
      const refused = await submit(page, 'I-submit ang Feedback', javaScriptEnabled, 'survey');
      if (refused) expect(refused.status()).toBe(400);
      await expect(problems(page)).toHaveText(['Maglagay ng tamang e-mail address.', 'Pumili ng rating mula 1 hanggang 5 bituin.']);
      await expect(page.getByLabel('E-mail *', { exact: true })).toHaveAccessibleDescription(/Maglagay ng tamang e-mail address\./);
      await expect(page.getByLabel('E-mail *', { exact: true })).toHaveValue('juan@localhost');

      await page.getByLabel('E-mail *', { exact: true }).fill(uniqueEmail('fil-survey'));
      const star = stars.getByRole('radio', { name: '4 bituin', exact: true });
      await star.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await star.check({ force: true });
      const accepted = await submit(page, 'I-submit ang Feedback', javaScriptEnabled, 'survey');
      if (accepted) expect(accepted.status()).toBe(200);
      await expect(page.getByRole('heading', { name: 'Salamat!' })).toBeVisible();
      await expect(page.getByText('Natanggap na namin ang feedback mo. Maraming salamat sa pagbabahagi!')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Magpadala ng Isa Pang Sagot' })).toBeVisible();
    });

    test('the enquiry form answers a wrong phone number and confirms the enquiry in Filipino', async ({ page }) => {
      await page.goto('/fil/contact');
      await expectFilipinoPage(page, 'Sabihin mo sa amin kung paano ka namin matutulungan');
      await expect(page.getByRole('heading', { name: 'Aming mga serbisyo' })).toBeVisible();
      await page.getByLabel('Pangalan *', { exact: true }).fill('Ana Reyes');
      await page.getByLabel('E-mail *', { exact: true }).fill(uniqueEmail('fil-contact'));
      await page.getByLabel('Telepono *', { exact: true }).fill('tawagan mo ako');
      await page.getByLabel('Serbisyo *', { exact: true }).selectOption({ label: 'Pag-guest sa Interview' });
      await page.getByLabel('Mensahe *', { exact: true }).fill('Gusto kong ikwento ang buhay ko bilang caregiver sa Taipei.');
      const refused = await submit(page, 'Ipadala ang Mensahe', javaScriptEnabled, 'contact');
      if (refused) expect(refused.status()).toBe(400);
      const phoneProblem = 'Ilagay ang numero ng telepono gamit lang ang mga digit, space, +, - o bracket.';
      await expect(page.getByLabel('Telepono *', { exact: true })).toHaveAccessibleDescription(new RegExp(phoneProblem.replace(/[+.]/g, '\\$&')));
      await expect(page.getByLabel('Telepono *', { exact: true })).toHaveValue('tawagan mo ako');
      await expect(problems(page)).toHaveText([phoneProblem]);

      await page.getByLabel('Telepono *', { exact: true }).fill('+886 912 345 678');
      const accepted = await submit(page, 'Ipadala ang Mensahe', javaScriptEnabled, 'contact');
      if (accepted) expect(accepted.status()).toBe(200);
      await expect(page.getByRole('region', { name: 'Salamat!' })).toContainText('Naipadala na ang mensahe mo. Sasagot kami sa loob ng 72 oras.');
      await expect(page.getByLabel('Mensahe *', { exact: true })).toHaveValue('');
    });

    test('the e-book page answers a wrong address and thanks the visitor in Filipino', async ({ page }) => {
      await page.goto('/fil/ebook');
      await expectFilipinoPage(page, 'Kunin ang Libreng OFW E-book Mo');
      await expect(page.getByRole('heading', { name: 'Ano ang laman' })).toBeVisible();
      await page.getByLabel('E-mail Address *', { exact: true }).fill('ana@localhost');
      const refused = await submit(page, 'Kunin ang E-book', javaScriptEnabled, 'ebook');
      if (refused) expect(refused.status()).toBe(400);
      await expect(page.getByLabel('E-mail Address *', { exact: true })).toHaveAccessibleDescription(/Maglagay ng tamang e-mail address\./);
      await expect(problems(page)).toHaveText(['Maglagay ng tamang e-mail address.']);

      await page.getByLabel('E-mail Address *', { exact: true }).fill(uniqueEmail('fil-ebook'));
      const accepted = await submit(page, 'Kunin ang E-book', javaScriptEnabled, 'ebook');
      if (accepted) expect(accepted.status()).toBe(200);
      await expect(page.getByRole('region', { name: 'Salamat!' })).toContainText('Darating na sa inbox mo ang libreng e-book sa ilang sandali.');
      await expect(page.getByText(/Salamat!/)).toHaveCount(1);
    });

    test('the story form answers a blank country and thanks the teller in Filipino', async ({ page }) => {
      await page.goto('/fil/connect');
      await expectFilipinoPage(page, 'Ibahagi ang kuwento mo');
      await expect(page.getByText('Magsulat sa English, Filipino o Taglish')).toBeVisible();
      await page.getByLabel('E-mail *', { exact: true }).fill(uniqueEmail('fil-story'));
      // Spaces pass the browser's "required"; the server trims them away.
      await page.getByLabel('Bansang pinagtatrabahuhan mo *', { exact: true }).fill('   ');
      await page
        .getByLabel('Ang kuwento mo *', { exact: true })
        .fill('Umalis ako ng Batangas noong 2015 para magtrabaho bilang nurse sa Riyadh, at ito ang unang taon ko.');
      await page.getByRole('checkbox', { name: /ilathala ng Kwentong OFW ang kuwento ko/ }).check();
      const refused = await submit(page, 'Ibahagi ang Kuwento Ko', javaScriptEnabled, 'story');
      if (refused) expect(refused.status()).toBe(400);
      await expect(page.getByLabel('Bansang pinagtatrabahuhan mo *', { exact: true })).toHaveAccessibleDescription(
        'Sabihin sa amin ang bansang pinagtatrabahuhan mo.',
      );

      await page.getByLabel('Bansang pinagtatrabahuhan mo *', { exact: true }).fill('Saudi Arabia');
      const accepted = await submit(page, 'Ibahagi ang Kuwento Ko', javaScriptEnabled, 'story');
      if (accepted) expect(accepted.status()).toBe(200);
      const thanks = page.getByRole('region', { name: 'Salamat sa pagbabahagi!' });
      await expect(thanks).toContainText('Mag-e-e-mail muna kami sa iyo bago may mailathala');
      await expect(thanks.getByRole('link', { name: 'Basahin ang mga kuwentong ibinahagi ng ibang OFW' })).toHaveAttribute('href', '/fil/stories');
    });
  });
}

test.describe('the e-book popup on the Filipino home page', () => {
  test('answers a wrong address and thanks the visitor in Filipino', async ({ page }) => {
    await page.goto('/fil');
    const dialog = page.getByRole('dialog', { name: 'Libreng e-book para sa mga OFW' });
    await expect(dialog).toBeVisible({ timeout: 7000 });
    await dialog.getByLabel('E-mail Address', { exact: true }).fill('ana@localhost');
    await dialog.getByRole('button', { name: 'Ipadala sa Akin ang E-book' }).click();
    await expect(problems(dialog)).toHaveText(['Maglagay ng tamang e-mail address.']);

    await dialog.getByLabel('E-mail Address', { exact: true }).fill(uniqueEmail('fil-popup'));
    await dialog.getByRole('button', { name: 'Ipadala sa Akin ang E-book' }).click();
    await expect(dialog.getByRole('region', { name: 'Salamat!' })).toContainText('Tingnan ang e-mail mo para sa download link.');
  });
});

test('a download link that is not valid is explained in Filipino, with a way back to the Filipino e-book page', async ({ page }) => {
  const response = await page.goto('/fil/ebook/download/not-a-real-token');
  expect(response?.status()).toBe(404);
  await expectFilipinoPage(page, 'Hindi tama ang download link na ito');
  await page.getByRole('link', { name: 'Kumuha ng bagong link' }).click();
  await expect(page).toHaveURL(/\/fil\/ebook$/);
});

test.describe('the language a form is posted in', () => {
  test('a Filipino page posts language=fil, and the server answers its problems in Filipino', async ({ request, baseURL }) => {
    const page = await (await request.get('/fil/survey')).text();
    expect(page).toMatch(/<input type="hidden" name="language" value="fil"\/?>/);
    const response = await postForm(request, baseURL, '/fil/survey?_action=survey', {
      language: 'fil',
      submissionId: await renderedSubmissionId(request, '/fil/survey'),
      website: '',
      email: uniqueEmail('fil-http'),
      rating: '6',
      feedback: 'Salamat po.',
    });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain('Pumili ng rating mula 1 hanggang 5 bituin.');
  });

  test('an unknown language is refused with 400 and nothing is stored', async ({ request, baseURL }) => {
    const email = uniqueEmail('bad-language');
    const response = await postForm(request, baseURL, '/survey?_action=survey', {
      language: 'de',
      submissionId: await renderedSubmissionId(request, '/survey'),
      website: '',
      email,
      rating: '5',
      feedback: 'Danke.',
    });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain('Unknown language.');
    const rows = await query<{ n: string }>('select count(*) as n from survey_responses where email = $1', [email]);
    expect(Number(rows[0]!.n)).toBe(0);
  });
});
