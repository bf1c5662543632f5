import { useSiteInBrowser } from './support/site-in-browser';
import { PHONE, SMALL_PHONE, horizontalOverflow, openPage, screenshot } from './support/browser';
import { describeViolations, seriousAxeViolations } from './support/axe';
import { PUBLIC_PAGES } from './support/public-pages';
import { gbp, pricingRows, weekMenu } from './support/site';
import { londonDate } from '@mealbox/contracts/london-calendar';

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

    // From this week's menu (London's today), as the page asks.
    const today = londonDate(new Date());
    const live = new Set((await weekMenu(site.stack.baseUrl, today)).map((m) => m.name));
    const featured = await page.getByTestId('meal-card').locator('h3').allTextContents();
    expect(featured).toHaveLength(3);
    for (const name of featured) expect(live.has(name)).toBe(true);
    // Priced live: a meal costs the same whatever the dish, so each card shows the lowest Standard per-meal
    // price of any plan, in pounds (never the spec's placeholder dollars).
    const cheapest = Math.min(
      ...(await pricingRows(site.stack.baseUrl)).map((r) => Number(r.standard_price)),
    );
    await page.getByTestId('meal-price').nth(2).waitFor();
    expect(await page.getByTestId('meal-price').allTextContents()).toEqual(
      Array(3).fill(`From ${gbp(cheapest)} per meal`),
    );
    expect(await page.getByText('$').count()).toBe(0);
    // Add To Cart starts the plan flow.
    const addToCart = page.getByTestId('meal-card').getByRole('link', { name: 'Add To Cart' });
    expect(await addToCart.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
      Array(3).fill('/join-now/plans/'),
    );
    // No dead controls: every link goes somewhere, and the only buttons are the hero's Play Video (its explainer
    // is tested below), the cards' More Info and the testimonial arrows.
    const hrefs = await page
      .getByRole('main')
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    for (const href of hrefs) expect(href).toMatch(/^\/[a-z]/);
    const buttons = await page
      .getByRole('main')
      .getByRole('button')
      .evaluateAll((all) => all.map((b) => b.getAttribute('aria-label') ?? b.textContent?.trim()));
    expect(buttons).toEqual([
      'Play Video',
      'More Info',
      'More Info',
      'More Info',
      'Previous testimonial',
      'Next testimonial',
    ]);

    // The desktop bar of the homepage has Login.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' }).isVisible()).resolves.toBe(
      true,
    );

    await screenshot(page, 'home-1280', { fullPage: true });
    expect(pageErrors).toEqual([]);
    expect(describeViolations(await seriousAxeViolations(page))).toBe('');
    await context.close();
  });

  it('when Add To Cart is pressed on a featured meal, then the plan flow starts', async () => {
    const { page, context } = await openPage(site.browser);
    await page.goto(site.stack.baseUrl);
    await page.getByTestId('meal-card').first().getByRole('link', { name: 'Add To Cart' }).click();
    await page.waitForURL(`${site.stack.baseUrl}/join-now/plans/`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByRole('heading', { level: 1 }).first().textContent()).not.toBe(
      'Sorry, we couldn’t find that page',
    );
    await context.close();
  });

  it('when the testimonial arrows are used by mouse or keyboard, then the quotes change, wrap round and are announced', async () => {
    const { page, context, pageErrors } = await openPage(site.browser);
    await page.goto(site.stack.baseUrl);
    const section = page.getByRole('region', { name: 'Customer Testimonials' });
    const quotes = () => section.getByTestId('testimonial').locator('blockquote').allTextContents();
    const next = section.getByRole('button', { name: 'Next testimonial' });
    const previous = section.getByRole('button', { name: 'Previous testimonial' });
    await section.getByTestId('testimonial').first().waitFor();
    // The quotes are in a polite live region the arrows control.
    const live = section.locator('[aria-live="polite"]');
    expect(await live.count()).toBe(1);
    expect(await next.getAttribute('aria-controls')).toBe(await live.getAttribute('id'));

    const first = await quotes();
    expect(first).toHaveLength(2); // two side by side on a desktop
    await next.click();
    const second = await quotes();
    expect(second).not.toEqual(first);
    expect(second[0]).toBe(first[1]);
    await previous.click();
    expect(await quotes()).toEqual(first);

    // Keyboard: Enter on Previous from the first quote wraps round to the last; the arrow keys move too.
    await previous.focus();
    await page.keyboard.press('Enter');
    const wrapped = await quotes();
    expect(wrapped[1]).toBe(first[0]);
    expect(await section.getByTestId('testimonial').first().getAttribute('aria-label')).toMatch(
      /^(\d+) of \1$/,
    );
    await page.keyboard.press('ArrowRight');
    expect(await quotes()).toEqual(first);
    await page.keyboard.press('Space');
    expect(await quotes()).toEqual(wrapped);

    // A phone shows one quote at a time (the page's HTML is the same on every screen; the second is hidden).
    await page.setViewportSize(PHONE);
    await expect(section.getByTestId('testimonial').first().isVisible()).resolves.toBe(true);
    await expect(section.getByTestId('testimonial').nth(1).isVisible()).resolves.toBe(false);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('when Play Video is pressed, then a captioned explainer of the four steps plays, pauses, steps by button, key and bar, and closes with Escape', async () => {
    const { page, context, pageErrors, consoleErrors } = await openPage(site.browser);
    await page.goto(site.stack.baseUrl);
    const play = page.getByRole('main').getByRole('button', { name: 'Play Video' });
    await play.click();
    const dialog = page.getByRole('dialog', { name: 'How Mealbox works' });
    const caption = dialog.getByTestId('explainer-caption');
    const showing = async (step: number, title: string) => {
      await caption.getByText(`Step ${step} of 4`).waitFor();
      await caption.getByRole('heading', { name: title }).waitFor();
      expect(await dialog.locator('[aria-current="step"]').getAttribute('aria-label')).toBe(
        `Step ${step}: ${title}`,
      );
    };
    await showing(1, 'Choose your plan');
    // While it plays on by itself the caption is not a live region (it would talk over the visitor).
    expect(await caption.getAttribute('aria-live')).toBe('off');
    await page.waitForTimeout(300); // let the dialog finish rising in
    await screenshot(page, 'explainer-1280');
    expect(describeViolations(await seriousAxeViolations(page))).toBe('');

    // It moves on by itself, like a video, and stays put once paused.
    await showing(2, 'Pick your meals');
    await dialog.getByRole('button', { name: 'Pause' }).click();
    expect(await caption.getAttribute('aria-live')).toBe('polite');
    await page.waitForTimeout(7_500);
    await showing(2, 'Pick your meals');

    // Stepping: the arrow keys, Next, and the progress bar's steps.
    await page.keyboard.press('ArrowRight');
    await showing(3, 'Schedule your delivery');
    await page.waitForTimeout(3_800); // the van arrives
    await screenshot(dialog, 'explainer-step-3');
    await dialog.getByRole('button', { name: 'Next step' }).click();
    await showing(4, 'Heat and eat');
    await screenshot(dialog, 'explainer-step-4');
    expect(await dialog.getByRole('button', { name: 'Next step' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    await dialog.getByRole('button', { name: 'Play again' }).waitFor();
    await dialog.getByRole('button', { name: 'Step 1: Choose your plan' }).click();
    await showing(1, 'Choose your plan');
    await dialog.getByRole('link', { name: 'Order Now' }).waitFor();

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Play Video');
    expect(pageErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('when a visitor who asked for less motion opens the explainer on a small phone, then it waits on the first step and fits the screen', async () => {
    const { page, context } = await openPage(site.browser, SMALL_PHONE);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(site.stack.baseUrl);
    await page.getByRole('main').getByRole('button', { name: 'Play Video' }).click();
    const dialog = page.getByRole('dialog', { name: 'How Mealbox works' });
    await dialog.getByTestId('explainer-caption').getByText('Step 1 of 4').waitFor();
    await dialog.getByRole('button', { name: 'Play', exact: true }).waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'explainer-375');
    expect(describeViolations(await seriousAxeViolations(page))).toBe('');
    await context.close();
  });

  it('when opened on a phone, then the homepage fits the screen and passes axe', async () => {
    const { page, context } = await openPage(site.browser, PHONE);
    await page.goto(site.stack.baseUrl);
    await page.getByTestId('meal-card').nth(2).waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await screenshot(page, 'home-390', { fullPage: true });
    expect(describeViolations(await seriousAxeViolations(page))).toBe('');
    await context.close();
  });
});

describe('the shell', () => {
  it('when an unknown path is opened, then the branded not-found page shows, with ways home and to the menu, and passes axe', async () => {
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
    expect(describeViolations(await seriousAxeViolations(page))).toBe('');

    await page.getByRole('link', { name: 'Browse the menu' }).click();
    await page.waitForURL(/\/meals$/);
    await page.getByTestId('meal-card').first().waitFor();
    await context.close();
  });

  it('when the footer is shown, then it has the spec’s columns and links and the brand’s social profiles', async () => {
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
    // The brand blurb and this year's copyright.
    await footer.getByText(/chef-prepared, balanced meals delivered to your door/).waitFor();
    await footer.getByText(`© ${new Date().getFullYear()} Mealbox Ltd. All rights reserved.`).waitFor();
    // The brand's social profiles are the only links that leave the site: each is named for screen readers,
    // opens in a new tab (the shop stays open) and says the account is ours (rel="me").
    const outside = await footer
      .getByRole('link')
      .evaluateAll((links) =>
        links
          .filter((a) => !(a.getAttribute('href') ?? '').startsWith('/'))
          .map((a) => ['aria-label', 'href', 'target', 'rel'].map((name) => a.getAttribute(name))),
      );
    const opensOurs = ['_blank', 'noopener noreferrer me'];
    expect(outside).toEqual([
      ['Mealbox on Instagram', 'https://www.instagram.com/mealboxuk/', ...opensOurs],
      ['Mealbox on Facebook', 'https://www.facebook.com/mealboxuk', ...opensOurs],
      ['Mealbox on TikTok', 'https://www.tiktok.com/@mealboxuk', ...opensOurs],
      ['Mealbox on X', 'https://x.com/mealboxuk', ...opensOurs],
    ]);
    await footer.getByRole('link', { name: 'Mealbox on Instagram' }).waitFor();
    // The delivery promise is the live price's (free as seeded).
    await footer.getByText('Free delivery across most of the UK').waitFor();
    await screenshot(footer, 'footer-1280');
    await page.setViewportSize(PHONE);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await screenshot(footer, 'footer-390');
    expect(describeViolations(await seriousAxeViolations(page))).toBe('');
    await context.close();
  });

  it('when the desktop bar is used, then it has the spec’s links, and Pricing opens the pricing page marked current', async () => {
    const { page, context } = await openPage(site.browser);
    await page.goto(site.stack.baseUrl);
    const bar = page.getByRole('banner');
    const nav = bar.getByRole('navigation', { name: 'Main' });
    const links = await nav
      .getByRole('link')
      .evaluateAll((all) => all.map((a) => [a.textContent, a.getAttribute('href')]));
    expect(links).toEqual([
      ['Meals', '/meals'],
      ['How it Works', '/how-it-works'],
      ['Pricing', '/pricing'],
      ['About Us', '/about-us'],
      ['Contact', '/contact'],
    ]);
    await expect(bar.getByRole('link', { name: 'mealbox home' }).getAttribute('href')).resolves.toBe('/');

    await nav.getByRole('link', { name: 'Pricing' }).click();
    await page.waitForURL(`${site.stack.baseUrl}/pricing`);
    await page.getByRole('heading', { level: 1, name: 'Pricing' }).waitFor();
    await expect(nav.getByRole('link', { name: 'Pricing' }).getAttribute('aria-current')).resolves.toBe(
      'page',
    );
    // Log in is among the desktop actions on the homepage only (spec section 2).
    expect(await bar.getByRole('link', { name: 'Login' }).count()).toBe(0);
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
      'Login',
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

/** Addresses that are no page: they answer 404 with the not-found page. */
const NOT_FOUND_ROUTES = ['/test/', '/no/such/page'];
/** Every public page, the addresses that lead to one of them, and the not-found page. */
const PUBLIC_ROUTES = [...PUBLIC_PAGES, '/plan', '/how-it-work', '/about', ...NOT_FOUND_ROUTES];

// Chromium reports a document's own 404 on the console; on the not-found page that is the honest answer.
const isOwnNotFound = (route: string, error: string) =>
  NOT_FOUND_ROUTES.includes(route) &&
  error.startsWith('Failed to load resource: the server responded with a status of 404') &&
  error.endsWith(`${route})`);

describe('every public route', () => {
  it('when each is opened, then it renders its heading with nothing written to the console as an error', async () => {
    const { page, context, pageErrors, consoleErrors } = await openPage(site.browser);
    const problems: string[] = [];
    for (const route of PUBLIC_ROUTES) {
      await page.goto(`${site.stack.baseUrl}${route}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      // Everything the page asks for has answered (the live prices, the menu), so late errors are caught too.
      await page.waitForLoadState('networkidle');
      for (const error of [...consoleErrors.splice(0), ...pageErrors.splice(0).map(String)]) {
        if (!isOwnNotFound(route, error)) problems.push(`${route}: ${error}`);
      }
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
