import { test } from './client.ts';
test('debug', async ({ page }) => {
  page.on('console', (m) => console.log('console', m.text()));
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  await page.goto('/survey');
  const btn = page.getByRole('button', { name: 'Submit Feedback' });
  await btn.scrollIntoViewIfNeeded();
  console.log('btn', await btn.boundingBox());
  const r = page.getByRole('radio', { name: '4 stars' });
  await r.scrollIntoViewIfNeeded();
  console.log('radio', await r.boundingBox(), page.viewportSize());
  const info = await page.evaluate(() => {
    const el = document.querySelector('input[value="4"]')!;
    const b = el.getBoundingClientRect();
    const hit = document.elementFromPoint(b.x + b.width / 2, b.y + b.height / 2);
    return { b: JSON.stringify(b), hit: hit?.outerHTML.slice(0, 200), noValidate: (document.querySelector('form[data-survey-form]') as HTMLFormElement).noValidate };
  });
  console.log(info);
  await btn.click();
  await page.waitForTimeout(1000);
  console.log(await page.getByRole('alert').allTextContents());
});
