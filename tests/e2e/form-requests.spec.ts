// What the server does with requests a browser would not send: no page, only the `request` fixture.
import { randomUUID } from 'node:crypto';
import { closeDb, query } from './support/db.ts';
import { expect, test } from './support/client.ts';
import { postForm, uniqueEmail } from '../support/index.ts';
import { expectSecurityHeaders } from './support/headers.ts';

test.afterAll(closeDb);

const SURVEY = '/survey?_action=survey';

const surveyBody = (email: string, extra: Record<string, string> = {}) => ({
  submissionId: randomUUID(),
  website: '',
  name: '',
  email,
  rating: '5',
  feedback: 'Sent straight to the server.',
  ...extra,
});

const surveyRows = async (email: string) =>
  Number((await query<{ n: string }>('select count(*) as n from survey_responses where email = $1', [email]))[0]!.n);

test('a post from another site is refused with 403 and nothing is stored', async ({ request }) => {
  const email = uniqueEmail('foreign');
  const res = await request.post(SURVEY, {
    form: surveyBody(email),
    headers: { Origin: 'https://evil.example' },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(403);
  expectSecurityHeaders(res, '403');
  // The same through the action endpoint JavaScript uses.
  const viaAction = await request.post('/_actions/survey', {
    form: surveyBody(email),
    headers: { Origin: 'https://evil.example' },
  });
  expect(viaAction.status()).toBe(403);
  expect(await surveyRows(email)).toBe(0);
});

test('an unknown field (approved=true) is refused with 400 and nothing is stored', async ({ request, baseURL }) => {
  const email = uniqueEmail('unknown-field');
  const res = await postForm(request, baseURL, SURVEY, surveyBody(email, { approved: 'true' }));
  expect(res.status()).toBe(400);
  expect(await res.text()).toContain('Unexpected field: approved');
  expect(await surveyRows(email)).toBe(0);
});

for (const rating of ['0', '6', '4.5']) {
  test(`a rating of ${rating} is refused with 400 and nothing is stored`, async ({ request, baseURL }) => {
    const email = uniqueEmail('rating');
    const res = await postForm(request, baseURL, SURVEY, surveyBody(email, { rating }));
    expect(res.status()).toBe(400);
    expect(await res.text()).toContain('Please select a rating from 1 to 5 stars.');
    expect(await surveyRows(email)).toBe(0);
  });
}

test('a 101-character name is refused with 400; 100 characters is fine', async ({ request, baseURL }) => {
  const email = uniqueEmail('long-name');
  // Words, not one 100-letter run: the stored review is shown on the home page other tests look at.
  const name100 = `A${' bc'.repeat(33)}`;
  expect(name100).toHaveLength(100);
  const tooLong = await postForm(request, baseURL, SURVEY, surveyBody(email, { name: `${name100}d` }));
  expect(tooLong.status()).toBe(400);
  expect(await tooLong.text()).toContain('Name must be at most 100 characters.');
  expect(await surveyRows(email)).toBe(0);

  const longest = await postForm(request, baseURL, SURVEY, surveyBody(email, { name: name100 }));
  expect(longest.status()).toBe(200);
  expect(await surveyRows(email)).toBe(1);
});

test('a NUL character in the feedback is refused with 400 and nothing is stored', async ({ request, baseURL }) => {
  const email = uniqueEmail('nul');
  const res = await postForm(request, baseURL, SURVEY, surveyBody(email, { feedback: 'Good\u0000bye' }));
  expect(res.status()).toBe(400);
  expect(await res.text()).toContain('Feedback contains characters we cannot accept.');
  expect(await surveyRows(email)).toBe(0);
});

test('a body over 64 KB is refused with a 4xx (413 today), never a 5xx', async ({ request, baseURL }) => {
  const email = uniqueEmail('big');
  const body = surveyBody(email, { feedback: 'x'.repeat(70 * 1024) });
  for (const path of [SURVEY, '/_actions/survey']) {
    const res = await postForm(request, baseURL, path, body);
    expect(res.status(), path).toBeGreaterThanOrEqual(400);
    expect(res.status(), path).toBeLessThan(500);
  }
  expect(await surveyRows(email)).toBe(0);
});

test('the 6th post from one address within a minute gets 429 with Retry-After and is not stored', async ({
  request,
  baseURL,
}) => {
  // Five posts of one rendered form (a double-clicker): five slots used, one row.
  const first = surveyBody(uniqueEmail('limit-first'));
  for (let i = 0; i < 5; i++) {
    const res = await postForm(request, baseURL, SURVEY, first);
    expect(res.status()).toBe(200);
  }
  const email = uniqueEmail('limit-sixth');
  const sixth = await postForm(request, baseURL, SURVEY, surveyBody(email));
  expect(sixth.status()).toBe(429);
  const retryAfter = Number(sixth.headers()['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(await sixth.text()).toContain('You have sent this form several times in a minute.');
  expect(await surveyRows(email)).toBe(0);
  expect(await surveyRows(first.email)).toBe(1);

  // The action endpoint shares the same limit.
  const viaAction = await postForm(request, baseURL, '/_actions/survey', surveyBody(email));
  expect(viaAction.status()).toBe(429);
  expect(viaAction.headers()['retry-after']).toBeTruthy();
  expect(await surveyRows(email)).toBe(0);

  // Other forms have their own limit.
  const ebookEmail = uniqueEmail('limit-other-form');
  const ebook = await postForm(request, baseURL, '/ebook?_action=ebook', { source: 'ebook_page', website: '', email: ebookEmail });
  expect(ebook.status()).toBe(200);
  expect(await query('select 1 from ebook_signups where email = $1', [ebookEmail])).toHaveLength(1);
});

test('a filled honeypot gets the usual success but nothing is stored', async ({ request, baseURL }) => {
  const email = uniqueEmail('honeypot');
  const res = await postForm(request, baseURL, SURVEY, surveyBody(email, { website: 'x' }));
  expect(res.status()).toBe(200);
  expect(await res.text()).toContain('Your feedback has been submitted successfully.');
  expect(await surveyRows(email)).toBe(0);

  const ebookEmail = uniqueEmail('honeypot-ebook');
  const ebook = await postForm(request, baseURL, '/ebook?_action=ebook', { source: 'ebook_page', website: 'x', email: ebookEmail });
  expect(ebook.status()).toBe(200);
  expect(await query('select 1 from ebook_signups where email = $1', [ebookEmail])).toHaveLength(0);
});

test('a GET never writes', async ({ request }) => {
  const email = uniqueEmail('get');
  const params = new URLSearchParams(surveyBody(email));
  for (const path of [`/survey?_action=survey&${params}`, `/_actions/survey?${params}`, `/survey?${params}`]) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBeLessThan(500);
  }
  const ebookEmail = uniqueEmail('get-ebook');
  await request.get(`/ebook?_action=ebook&email=${encodeURIComponent(ebookEmail)}&source=ebook_page`);
  expect(await surveyRows(email)).toBe(0);
  expect(await query('select 1 from ebook_signups where email = $1', [ebookEmail])).toHaveLength(0);
});
