import { expect, test, type Page } from '@playwright/test';
import { PAGES as ROUTES } from './support/routes.ts';
import { quietVisitor } from './support/visitor.ts';
import { PHONE } from './support/widths.ts';

// The header, its menu and the legal links (fixed from 768 px, the end of the footer on a phone), on
// every public page, with and without JavaScript; what depends on the screen (the header's fit, the
// menu, the legal links' place) at phone width too.

const PAGES = [...ROUTES, '/blog/starting-your-journey', '/blog/legal-guide', '/no-such-page'];

const MENU = [
  { name: 'OUR STORY', href: '/our-story', external: false },
  { name: 'INTERVIEWS', href: 'https://www.youtube.com/@kwentongofw', external: true },
  { name: 'COMMUNITY', href: 'https://www.facebook.com/groups/kwentongofw', external: true },
  { name: 'HELPFUL LINKS', href: 'https://dmw.gov.ph', external: true },
  { name: 'BLOG POSTS', href: '/blog', external: false },
  { name: 'CONNECT', href: '/connect', external: false },
  // After the specification's six: the site's other sections.
  { name: 'PODCAST', href: '/podcast', external: false },
  { name: 'STORIES', href: '/stories', external: false },
  { name: 'E-BOOK', href: '/ebook', external: false },
];
const LAST = MENU.at(-1)!.name;

const LEGAL = [
  { name: 'Terms & Conditions', href: '/terms' },
  { name: 'Privacy Policy', href: '/privacy' },
  { name: 'Cookie Policy', href: '/cookies' },
];

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The link's name starts with its label (external ones add "another site (opens in a new tab)"). */
const startsWith = (label: string) => new RegExp(`^${escapeRegExp(label)}`);

const mainMenu = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'Main' });
const menuButton = (page: Page) => mainMenu(page).getByRole('button', { name: /Menu/ });
const menuLink = (page: Page, label: string) => mainMenu(page).getByRole('link', { name: startsWith(label) });

test.beforeEach(async ({ context, baseURL }) => {
  await quietVisitor(context, baseURL);
});

test.describe('header', () => {
  for (const path of PAGES) {
    test(`is present on ${path}`, async ({ page }) => {
      await page.goto(path);
      const header = page.getByRole('banner');
      await expect(header).toBeVisible();
      const home = header.getByRole('link', { name: /^Kwentong OFW/ });
      await expect(home).toBeVisible();
      await expect(home).toHaveAttribute('href', '/');
      await expect(menuButton(page)).toBeVisible();
    });
  }

  test('logo links home and shows the title; the subtitle only on wide screens', PHONE, async ({ page }) => {
    await page.goto('/blog');
    const header = page.getByRole('banner');
    const home = header.getByRole('link', { name: /^Kwentong OFW/ });
    await expect(home.getByText('Kwentong OFW', { exact: true })).toBeVisible();
    const subtitle = header.getByText('Ito ang kwento nyo', { exact: true });
    const wide = page.viewportSize()!.width >= 768;
    if (wide) await expect(subtitle).toBeVisible();
    else await expect(subtitle).toBeHidden();
    await home.click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Kwentong OFW' })).toBeVisible();
  });

  for (const path of ['/', '/cookies']) {
    test(`on ${path} the title shows whole and every control is on screen; the search box widens while in use`, PHONE, async ({ page }) => {
      await page.goto(path);
      const header = page.getByRole('banner');
      const width = page.viewportSize()!.width;
      const controls = [
        header.getByRole('link', { name: /^Kwentong OFW/ }),
        header.getByRole('searchbox'),
        header.getByRole('navigation', { name: 'Language' }).getByRole('link').last(),
        menuButton(page),
      ];
      for (const control of controls) {
        const box = (await control.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
      }
      const title = header.getByText('Kwentong OFW', { exact: true });
      expect(await title.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);

      const box = header.getByRole('searchbox');
      await box.fill('remittance');
      expect((await box.boundingBox())!.width).toBeGreaterThanOrEqual(Math.min(width / 2, 150));
    });
  }
});

test.describe('menu', PHONE, () => {
  test('opens a list with the specification’s six destinations, then podcast, stories and e-book', async ({ page }) => {
    await page.goto('/blog');
    const button = menuButton(page);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    for (const item of MENU) await expect(menuLink(page, item.name)).toBeHidden();

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const list = mainMenu(page).getByRole('list');
    await expect(list.getByRole('listitem')).toHaveCount(MENU.length);
    for (const item of MENU) {
      const link = menuLink(page, item.name);
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', item.href);
    }
    await expect(list.getByRole('link')).toHaveText(MENU.map((item) => startsWith(item.name)));

    // A click outside (the page margin, left of the list) closes it.
    await page.mouse.click(4, page.viewportSize()!.height / 2);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(menuLink(page, 'OUR STORY')).toBeHidden();
  });

  test('the entries that leave the site say so, visibly and to screen readers, and open in a new tab', async ({ page }) => {
    await page.goto('/');
    await menuButton(page).click();
    for (const item of MENU) {
      const link = menuLink(page, item.name);
      if (item.external) {
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        await expect(link.getByText('another site', { exact: true })).toBeVisible();
        await expect(link).toHaveAccessibleName(`${item.name} another site (opens in a new tab)`);
      } else {
        await expect(link).not.toHaveAttribute('target', /.*/);
        await expect(link).not.toHaveAttribute('rel', /.*/);
        await expect(link).toHaveAccessibleName(item.name);
      }
    }
  });

  test('internal menu links navigate', async ({ page }) => {
    await page.goto('/');
    await menuButton(page).click();
    await menuLink(page, 'BLOG POSTS').click();
    await expect(page).toHaveURL('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog Posts' })).toBeVisible();

    await menuButton(page).click();
    await menuLink(page, 'CONNECT').click();
    await expect(page).toHaveURL('/connect');

    await menuButton(page).click();
    await menuLink(page, 'OUR STORY').click();
    await expect(page).toHaveURL('/our-story');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Story' })).toBeVisible();
  });

  test('works with the keyboard: Enter, arrows, Escape', async ({ page }) => {
    await page.goto('/blog');
    const button = menuButton(page);
    await button.focus();
    await expect(button).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(menuLink(page, 'OUR STORY')).toBeFocused();

    await page.keyboard.press('ArrowDown');
    await expect(menuLink(page, 'INTERVIEWS')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menuLink(page, 'COMMUNITY')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(menuLink(page, 'INTERVIEWS')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(menuLink(page, 'OUR STORY')).toBeFocused();
    // Wraps around at both ends.
    await page.keyboard.press('ArrowUp');
    await expect(menuLink(page, LAST)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menuLink(page, 'OUR STORY')).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(menuLink(page, 'OUR STORY')).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('Space opens it too, and Enter on a link follows it', async ({ page }) => {
    await page.goto('/blog');
    const button = menuButton(page);
    await button.focus();
    await page.keyboard.press('Space');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(menuLink(page, 'OUR STORY')).toBeFocused();

    await page.keyboard.press('ArrowUp');
    await expect(menuLink(page, LAST)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/ebook');
  });

  test('Tab past the last link closes it', async ({ page }) => {
    await page.goto('/blog');
    const button = menuButton(page);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(menuLink(page, 'OUR STORY')).toBeFocused();
    for (let i = 1; i < MENU.length; i += 1) await page.keyboard.press('Tab');
    await expect(menuLink(page, LAST)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(menuLink(page, LAST)).toBeHidden();
  });
});

test.describe('legal links', PHONE, () => {
  for (const link of LEGAL) {
    test(`"${link.name}": fixed at the bottom left from 768 px, at the end of the footer on a phone; goes to ${link.href}`, async ({ page }) => {
      await page.goto('/');
      const nav = page.getByRole('navigation', { name: 'Legal' });
      const legal = nav.getByRole('link', { name: link.name, exact: true });
      await expect(legal).toHaveAttribute('href', link.href);
      const viewport = page.viewportSize()!;
      if (viewport.width >= 768) {
        await expect(legal).toBeVisible();
        const box = (await nav.boundingBox())!;
        expect(box.x).toBeLessThanOrEqual(16);
        expect(box.y + box.height).toBeGreaterThan(viewport.height - 24);
        expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      } else {
        // On a phone, fixed, they covered the page's text: they are the last part of the footer instead.
        await expect(legal).not.toBeInViewport();
        await expect(page.getByRole('contentinfo').getByRole('navigation', { name: 'Legal' })).toBeAttached();
      }

      // In view at the bottom of the page.
      await page.keyboard.press('End');
      await expect(legal).toBeInViewport();

      await legal.click();
      await expect(page).toHaveURL(link.href);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(link.name);
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the menu opens while focus is inside it and Tab reaches every link', PHONE, async ({ page }) => {
    await page.goto('/blog');
    const button = menuButton(page);
    await expect(menuLink(page, 'OUR STORY')).toBeHidden();
    await button.focus();
    await expect(menuLink(page, 'OUR STORY')).toBeVisible();
    for (const item of MENU) {
      await page.keyboard.press('Tab');
      const link = menuLink(page, item.name);
      await expect(link).toBeFocused();
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', item.href);
    }
    // Leaving the menu closes it again.
    await page.keyboard.press('Tab');
    await expect(menuLink(page, LAST)).toBeHidden();
  });

  test('a menu link can be followed', PHONE, async ({ page }) => {
    await page.goto('/');
    await menuButton(page).focus();
    await page.keyboard.press('Tab');
    await expect(menuLink(page, 'OUR STORY')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/our-story');
  });

  test('the header and the legal links are there', async ({ page }) => {
    await page.goto('/blog/coming-home');
    await expect(page.getByRole('banner').getByRole('link', { name: /^Kwentong OFW/ })).toHaveAttribute('href', '/');
    for (const link of LEGAL) {
      await expect(
        page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: link.name, exact: true }),
      ).toHaveAttribute('href', link.href);
    }
  });
});
