import { useSiteInBrowser } from './support/site-in-browser';
import { openPage, screenshot } from './support/browser';

const site = useSiteInBrowser();

describe('when the storefront remote is down', () => {
  beforeAll(() => site.stack.stopRemote('storefront'));
  afterAll(() => site.stack.startRemote('storefront'));

  it('then /meals shows the branded fallback inside the shell, and the rest of the site keeps working', async () => {
    const { page, context, pageErrors } = await openPage(site.browser);
    await page.goto(`${site.stack.baseUrl}/meals`);
    await page.getByRole('heading', { level: 1, name: 'This part of Mealbox is taking a break' }).waitFor();
    expect(await page.title()).toBe('Temporarily unavailable | Mealbox');
    await page.getByRole('button', { name: 'Try again' }).waitFor();
    await expect(page.getByRole('link', { name: 'Go to the homepage' }).getAttribute('href')).resolves.toBe(
      '/',
    );
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.getByRole('contentinfo').waitFor();
    await screenshot(page, 'remote-down-1280');

    // The navigation still works: the logo leads home, which the storefront serves, so the fallback again.
    await page.getByRole('banner').getByRole('link', { name: 'mealbox home' }).click();
    await page.waitForURL(`${site.stack.baseUrl}/`);
    await page.getByRole('heading', { level: 1, name: 'This part of Mealbox is taking a break' }).waitFor();

    // The shell's own pages do not depend on the remote: the not-found page still shows.
    await page.goto(`${site.stack.baseUrl}/no-such-page`);
    await page.getByRole('heading', { level: 1, name: 'Sorry, we couldn’t find that page' }).waitFor();
    await page.getByRole('link', { name: 'Browse the menu' }).click();
    await page.waitForURL(/\/meals$/);
    await page.getByRole('heading', { level: 1, name: 'This part of Mealbox is taking a break' }).waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('then, once it is back, Try again loads the page without a reload', async () => {
    const { page, context } = await openPage(site.browser);
    await page.goto(`${site.stack.baseUrl}/meals`);
    await page.getByRole('heading', { name: 'This part of Mealbox is taking a break' }).waitFor();

    await site.stack.startRemote('storefront');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByTestId('meal-card').first().waitFor();
    expect(await page.title()).toBe('Menu | Mealbox');
    await site.stack.stopRemote('storefront');
    await context.close();
  });
});
