import type { Locator, Page } from 'playwright-core';
import { PHONE, openPage } from './support/browser';
import { holdScripts } from './support/held-scripts';
import { storeTokensBeforeLoad, tokensThroughApi } from './support/identity';
import { E2E_ADMIN } from './support/stack';
import { useSiteInBrowser } from './support/site-in-browser';

// A first-time visitor's first tap on each control of the public pages, on a fresh phone-sized page: before the
// app has taken over from the prerendered page (its scripts held until after the tap) and after. Every tap must
// have its effect; how fast it answers is bench/first-interaction.mjs's to measure.
const site = useSiteInBrowser();

const url = (path: string) => new URL(path, site.stack.baseUrl).href;

interface FirstTapControl {
  name: string;
  path: string;
  control(page: Page): Locator;
  /** Resolves once the tap's effect shows; given what the page showed just before the tap. */
  answered(page: Page, before: string | null): Promise<unknown>;
  /** What the page shows before the tap that the answer must change (the plan's total). */
  before?(page: Page): Promise<string | null>;
}

const dialogShown = (page: Page) => page.getByRole('dialog').first().waitFor();

const CONTROLS: FirstTapControl[] = [
  {
    name: 'the header’s "Open menu" button on /pricing',
    path: '/pricing',
    control: (page) => page.getByRole('button', { name: 'Open menu' }),
    answered: dialogShown,
  },
  {
    name: 'the plan choice "12 meals"',
    path: '/join-now/plans/',
    // The card is the radio's label; the radio itself is drawn invisible inside it.
    control: (page) => page.locator('label:has(input[name="number_of_meals"][value="12"])'),
    before: (page) => page.getByTestId('plan-summary').getByTestId('price-total').textContent(),
    answered: (page, before) =>
      page.waitForFunction((shown) => {
        const total = document.querySelector('[data-testid="plan-summary"] [data-testid="price-total"]');
        const chosen = document.querySelector<HTMLInputElement>('input[name="number_of_meals"][value="12"]');
        return total?.textContent !== shown && chosen?.checked === true;
      }, before),
  },
  {
    name: 'the plan’s "Have a discount code?"',
    path: '/join-now/plans/',
    control: (page) => page.getByRole('button', { name: 'Have a discount code?' }),
    answered: (page) => page.locator('input[name="discount_code"]').waitFor(),
  },
  {
    name: 'the plan’s "Select Plan"',
    path: '/join-now/plans/',
    control: (page) => page.getByTestId('plan-summary').getByRole('button', { name: 'Select Plan' }),
    answered: (page) => page.getByTestId('plan-registration').waitFor(),
  },
  {
    name: 'the menu’s category filter "Dessert"',
    path: '/meals',
    control: (page) =>
      page.getByRole('group', { name: 'Filter meals by category' }).getByRole('button', { name: 'Dessert' }),
    answered: (page) =>
      page
        .getByRole('group', { name: 'Filter meals by category' })
        .getByRole('button', { name: 'Dessert', pressed: true })
        .waitFor(),
  },
  {
    name: 'the first meal’s "More Info"',
    path: '/meals',
    control: (page) => page.getByRole('button', { name: 'More Info' }).first(),
    answered: dialogShown,
  },
  {
    name: 'the footer’s "FAQs" link',
    path: '/',
    control: (page) => page.getByRole('contentinfo').getByRole('link', { name: 'FAQs' }),
    answered: (page) =>
      page.waitForURL(url('/faq')).then(() => page.getByRole('heading', { level: 1 }).waitFor()),
  },
];

const isPrerendered = (page: Page) =>
  page.evaluate(() => document.getElementById('root')?.hasAttribute('data-prerendered') === true);

describe('a first tap on a public page', () => {
  it.each(CONTROLS)(
    'when a visitor taps $name once before the app has taken over, then it does what they asked',
    async (control) => {
      const { page, context, pageErrors } = await openPage(site.browser, PHONE);
      const releaseStorefront = await holdScripts(page);
      await page.goto(url(control.path), { waitUntil: 'commit' });
      await control.control(page).waitFor();
      await expect(isPrerendered(page)).resolves.toBe(true);
      const before = (await control.before?.(page)) ?? null;
      await control.control(page).click();
      releaseStorefront();
      await control.answered(page, before);
      expect(pageErrors).toEqual([]);
      await context.close();
    },
  );

  it.each(CONTROLS)(
    'when a visitor taps $name once after the app has taken over, then it does what they asked',
    async (control) => {
      const { page, context, pageErrors } = await openPage(site.browser, PHONE);
      await page.goto(url(control.path), { waitUntil: 'commit' });
      // No touch, no key: the app takes over by itself once the page has painted.
      await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('data-prerendered'));
      const before = (await control.before?.(page)) ?? null;
      await control.control(page).click();
      await control.answered(page, before);
      expect(pageErrors).toEqual([]);
      await context.close();
    },
  );

  it('when a visitor chooses a category on the copy, then the copy shows only its meals at once, and the app takes over showing the same, the address carrying the choice', async () => {
    const { page, context, pageErrors } = await openPage(site.browser, PHONE);
    const releaseStorefront = await holdScripts(page);
    await page.goto(url('/meals'), { waitUntil: 'commit' });
    const chips = page.getByRole('group', { name: 'Filter meals by category' });
    await chips.getByRole('button', { name: 'Dessert' }).waitFor();
    const mealNames = () => page.locator('.mb-meal-grid__item').getByRole('heading').allTextContents();
    const wholeMenu = await mealNames();
    await chips.getByRole('button', { name: 'Dessert' }).click();
    // The copy's own answer, with the app still held back.
    await chips.getByRole('button', { name: 'Dessert', pressed: true }).waitFor();
    await expect(isPrerendered(page)).resolves.toBe(true);
    const desserts = await mealNames();
    expect(desserts.length).toBeGreaterThan(0);
    expect(desserts.length).toBeLessThan(wholeMenu.length);
    expect(new URL(page.url()).searchParams.get('category')).toBe('dessert');
    releaseStorefront();
    await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('data-prerendered'));
    await chips.getByRole('button', { name: 'Dessert', pressed: true }).waitFor();
    await expect(mealNames()).resolves.toEqual(desserts);
    // The count the copy hid as stale is the app's again, and says what is shown.
    await page.waitForFunction((shown) => {
      const count = document.querySelector<HTMLElement>('[data-testid="menu-count"]');
      return (
        count !== null &&
        getComputedStyle(count).visibility === 'visible' &&
        count.textContent?.startsWith(`${shown} ${shown === 1 ? 'dish' : 'dishes'} in Dessert`) === true
      );
    }, desserts.length);
    // Back to the whole menu, now on the app's page.
    await chips.getByRole('button', { name: 'All' }).click();
    await page.waitForFunction(
      (count) => document.querySelectorAll('.mb-meal-grid__item').length === count,
      wholeMenu.length,
    );
    expect(new URL(page.url()).searchParams.has('category')).toBe(false);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('when a visitor has scrolled down the prerendered page, then the app takes over where they are, not at the top', async () => {
    const { page, context, pageErrors } = await openPage(site.browser, PHONE);
    const releaseStorefront = await holdScripts(page);
    await page.goto(url('/join-now/plans/'), { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.mouse.move(PHONE.width / 2, PHONE.height / 2);
    await page.mouse.wheel(0, 600);
    await page.waitForFunction(() => window.scrollY > 300);
    const scrolled = await page.evaluate(() => window.scrollY);
    releaseStorefront();
    await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('data-prerendered'));
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(scrolled);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('when a signed-in visitor taps "Open menu" on the copy, whose header differs from theirs, then the app opens the menu, not another control', async () => {
    const { page, context, pageErrors } = await openPage(site.browser, PHONE);
    const tokens = await tokensThroughApi(site.stack.baseUrl, E2E_ADMIN);
    await storeTokensBeforeLoad(page, tokens);
    const releaseStorefront = await holdScripts(page);
    await page.goto(url('/pricing'), { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    await expect(isPrerendered(page)).resolves.toBe(true);
    await page.getByRole('button', { name: 'Open menu' }).click();
    releaseStorefront();
    await page.getByRole('dialog').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/pricing');
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
