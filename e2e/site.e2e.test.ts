import { useSiteInBrowser } from './support/site-in-browser';
import { PHONE, openPage, screenshot } from './support/browser';
import { describeViolations, seriousAxeViolations } from './support/axe';
import { availableMeals } from './support/site';

const site = useSiteInBrowser();

describe('the homepage (/)', () => {
  it('when a customer opens the homepage, then the hero and three real featured meals show', async () => {
    const { page, context, pageErrors } = await openPage(site.browser);
    await page.goto(site.stack.baseUrl);
    await page.getByTestId('meal-card').nth(2).waitFor();

    expect(await page.title()).toBe('Mealbox | Fresh, balanced meals delivered across the UK');
    expect(await page.getByText('Quality Food', { exact: true }).count()).toBe(1);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(
      /fresh, balanced meals.*ready in minutes/i,
    );
    await expect(page.getByRole('link', { name: 'Order Now' }).first().getAttribute('href')).resolves.toBe(
      '/join-now/plans/',
    );
    await expect(page.getByRole('link', { name: 'See All Menu' }).getAttribute('href')).resolves.toBe(
      '/meals',
    );

    const live = new Set((await availableMeals(site.stack.baseUrl)).map((m) => m.name));
    const featured = await page.getByTestId('meal-card').locator('h3').allTextContents();
    expect(featured).toHaveLength(3);
    for (const name of featured) expect(live.has(name)).toBe(true);
    expect(await page.getByText(/£|\$/).count()).toBe(0); // no prices until pricing is live

    // The desktop bar of the homepage has Log in.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' }).isVisible()).resolves.toBe(
      true,
    );

    await screenshot(page, 'home-1280', { fullPage: true });
    expect(pageErrors).toEqual([]);
    expect(describeViolations(await seriousAxeViolations(page))).toBe('');
    await context.close();
  });

  it('when opened on a phone, then the homepage fits the screen', async () => {
    const { page, context } = await openPage(site.browser, PHONE);
    await page.goto(site.stack.baseUrl);
    await page.getByTestId('meal-card').nth(2).waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await screenshot(page, 'home-390', { fullPage: true });
    await context.close();
  });
});

describe('the shell', () => {
  it('when an unknown path is opened, then the branded not-found page shows, with ways home and to the menu', async () => {
    const { page, context } = await openPage(site.browser);
    await page.goto(`${site.stack.baseUrl}/no/such/page`);
    await page.getByRole('heading', { level: 1, name: 'Sorry, we couldn’t find that page' }).waitFor();
    expect(await page.title()).toBe('Page not found | Mealbox');
    await expect(page.getByRole('link', { name: 'Back to home' }).getAttribute('href')).resolves.toBe('/');
    await expect(page.getByRole('link', { name: 'Browse the menu' }).getAttribute('href')).resolves.toBe(
      '/meals',
    );
    // The header and footer are the shell's and stay.
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.getByRole('contentinfo').getByText(`© ${new Date().getFullYear()} Mealbox`).waitFor();
    await screenshot(page, 'not-found-1280');

    await page.getByRole('link', { name: 'Browse the menu' }).click();
    await page.waitForURL(/\/meals$/);
    await page.getByTestId('meal-card').first().waitFor();
    await context.close();
  });

  it('when the footer is shown, then it has the spec’s columns and links', async () => {
    const { page, context } = await openPage(site.browser);
    await page.goto(`${site.stack.baseUrl}/meals`);
    const footer = page.getByRole('contentinfo');
    const hrefs = await footer
      .locator('nav a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual([
      '/about-us',
      '/how-it-works',
      '/pricing',
      '/meals',
      '/contact',
      '/help',
      '/faq',
      '/delivery',
      '/returns',
      '/account',
      '/privacy',
      '/terms',
      '/cookies',
      '/accessibility',
    ]);
    for (const column of ['Quick Links', 'Support', 'Legal'])
      await footer.getByRole('heading', { name: column }).waitFor();
    await context.close();
  });

  it('when the mobile menu is used, then it opens, and closes by close button, Escape, backdrop and a link', async () => {
    const { page, context } = await openPage(site.browser, PHONE);
    await page.goto(`${site.stack.baseUrl}/meals`);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const menu = page.getByRole('dialog', { name: 'Menu' });

    await toggle.click();
    await menu.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await menu.getByRole('link').allTextContents()).toEqual([
      'Meals',
      'How it Works',
      'Pricing',
      'About Us',
      'Contact',
      'Log in',
      'Order Now',
    ]);
    await page.waitForTimeout(300); // let the sheet finish sliding in
    await screenshot(page, 'mobile-menu-390');

    await menu.getByRole('button', { name: 'Close menu' }).click();
    await menu.waitFor({ state: 'detached' });
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);

    await toggle.click();
    await menu.waitFor();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });

    await toggle.click();
    await menu.waitFor();
    await page.getByTestId('overlay-backdrop').click({ position: { x: 10, y: 400 } });
    await menu.waitFor({ state: 'detached' });

    await toggle.click();
    await menu.getByRole('link', { name: 'Meals' }).click();
    await menu.waitFor({ state: 'detached' });
    await context.close();
  });
});
