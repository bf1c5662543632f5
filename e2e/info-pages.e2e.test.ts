import type { Page } from 'playwright-core';
import { useSiteInBrowser } from './support/site-in-browser';
import { PHONE, openPage, screenshot } from './support/browser';
import { describeViolations, seriousAxeViolations } from './support/axe';
import { logIn, newTestUser, registerThroughApi } from './support/identity';

const site = useSiteInBrowser();

const NOT_FOUND = 'Sorry, we couldn’t find that page';

/** The information pages of the storefront: path, page heading (h1) and tab title. */
const INFO_PAGES = [
  { path: '/how-it-works', heading: 'How it Works', title: 'How it Works', legal: false },
  { path: '/about-us', heading: 'About Us', title: 'About Us', legal: false },
  { path: '/contact', heading: 'Contact Us', title: 'Contact Us', legal: false },
  { path: '/help', heading: 'Help Centre', title: 'Help Centre', legal: false },
  { path: '/faq', heading: 'Frequently Asked Questions', title: 'FAQs', legal: false },
  { path: '/delivery', heading: 'Delivery', title: 'Delivery', legal: false },
  { path: '/returns', heading: 'Returns & Refunds', title: 'Returns & Refunds', legal: true },
  { path: '/privacy', heading: 'Privacy Policy', title: 'Privacy Policy', legal: true },
  { path: '/terms', heading: 'Terms & Conditions', title: 'Terms & Conditions', legal: true },
  { path: '/cookies', heading: 'Cookie Policy', title: 'Cookie Policy', legal: true },
  { path: '/accessibility', heading: 'Accessibility', title: 'Accessibility', legal: true },
] as const;

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

async function overflowsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

describe('the information pages', () => {
  it.each(INFO_PAGES)(
    'when $path is opened, then its header names the page, it passes axe, fits desktop and phone and logs no error',
    async ({ path, heading, title, legal }) => {
      const { page, context, pageErrors, consoleErrors } = await openPage(site.browser);
      await page.goto(`${site.stack.baseUrl}${path}`);
      await h1(page).filter({ hasText: heading }).waitFor();
      await expect(h1(page).textContent()).resolves.toBe(heading);
      expect(await page.title()).toBe(`${title} | Mealbox`);
      // Policies say when they last changed, in en-GB.
      expect(await page.getByText('Last updated 22 November 2026').count()).toBe(legal ? 1 : 0);
      // Prices come live from the server on the pricing page; no information page states one.
      expect(
        await page
          .getByRole('main')
          .getByText(/£\s?\d/)
          .count(),
      ).toBe(0);
      const name = path.slice(1);
      await screenshot(page, `${name}-1280`, { fullPage: true });
      expect(describeViolations(await seriousAxeViolations(page))).toBe('');

      await page.setViewportSize(PHONE);
      await page.waitForTimeout(200);
      expect(await overflowsSideways(page)).toBe(false);
      await screenshot(page, `${name}-390`, { fullPage: true });
      expect(describeViolations(await seriousAxeViolations(page))).toBe('');
      expect(pageErrors).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await context.close();
    },
  );

  it('when every footer link is followed, then each opens a real page with its heading and logs no error', async () => {
    const { page, context, pageErrors, consoleErrors } = await openPage(site.browser);
    await page.goto(site.stack.baseUrl);
    const footerLinks = page.getByRole('contentinfo').locator('nav a');
    const links = await footerLinks.evaluateAll((anchors) =>
      anchors.map((a) => ({ href: a.getAttribute('href') ?? '', label: a.textContent ?? '' })),
    );
    expect(links.length).toBeGreaterThanOrEqual(14);
    // The headings of the pages these tests know; any other page must simply not be the not-found page.
    const headings: Record<string, string> = { '/meals': 'Our Menu' };
    for (const info of INFO_PAGES) headings[info.path] = info.heading;
    const failures: string[] = [];
    for (const link of links) {
      const from = new URL(page.url()).pathname;
      await page.getByRole('contentinfo').getByRole('link', { name: link.label, exact: true }).click();
      await page.waitForURL((url) => url.pathname !== from);
      const expected = headings[link.href];
      const heading = expected ? h1(page).filter({ hasText: expected }) : h1(page);
      await heading
        .first()
        .waitFor({ timeout: 10_000 })
        .catch(() => undefined);
      const text = (
        await h1(page)
          .first()
          .textContent({ timeout: 1_000 })
          .catch(() => null)
      )?.trim();
      if (!text || text === NOT_FOUND || (expected && text !== expected)) {
        failures.push(`${link.label} (${link.href}) showed '${text ?? 'no heading'}'`);
      }
    }
    expect(failures).toEqual([]);
    expect(pageErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it.each([
    ['/how-it-work', '/how-it-works', 'How it Works'],
    ['/about', '/about-us', 'About Us'],
  ])('when %s is opened, then it redirects to %s', async (from, to, heading) => {
    const { page, context } = await openPage(site.browser);
    await page.goto(`${site.stack.baseUrl}${from}`);
    await page.waitForURL(`${site.stack.baseUrl}${to}`);
    await h1(page).filter({ hasText: heading }).waitFor();
    await context.close();
  });

  it('when a FAQ question is opened with the keyboard or linked to, then its answer shows', async () => {
    const { page, context } = await openPage(site.browser);
    await page.goto(`${site.stack.baseUrl}/help`);
    await page.getByRole('link', { name: 'Can I skip a week, pause or cancel?' }).click();
    await page.waitForURL(`${site.stack.baseUrl}/faq#skip-pause-cancel`);
    const linked = page.getByRole('button', { name: 'Can I skip a week, pause or cancel?' });
    await expect(linked.getAttribute('aria-expanded')).resolves.toBe('true');
    await page
      .getByRole('region', { name: 'Can I skip a week, pause or cancel?' })
      .getByText(/no fees/)
      .waitFor();

    const question = page.getByRole('button', { name: 'How do I pay?' });
    await expect(question.getAttribute('aria-expanded')).resolves.toBe('false');
    await question.focus();
    await page.keyboard.press('Enter');
    await expect(question.getAttribute('aria-expanded')).resolves.toBe('true');
    await page
      .getByRole('region', { name: 'How do I pay?' })
      .getByText(/hosted checkout/)
      .waitFor();
    await page.keyboard.press('Space');
    await expect(question.getAttribute('aria-expanded')).resolves.toBe('false');
    await context.close();
  });
});

describe('the contact page (/contact)', () => {
  const form = (page: Page) => ({
    name: page.getByLabel('Name', { exact: true }),
    email: page.getByLabel('Email', { exact: true }),
    subject: page.getByLabel('Subject', { exact: true }),
    message: page.getByLabel('Message', { exact: true }),
    send: page.getByRole('button', { name: 'Send Message' }),
  });

  async function openContact() {
    const opened = await openPage(site.browser);
    await opened.page.goto(`${site.stack.baseUrl}/contact`);
    await h1(opened.page).filter({ hasText: 'Contact Us' }).waitFor();
    return opened;
  }

  it('when it opens, then it has the spec’s fields, placeholders, subjects, support hours and a link to the FAQ', async () => {
    const { page, context } = await openContact();
    const fields = form(page);
    await expect(fields.name.getAttribute('placeholder')).resolves.toBe('Your full name');
    await expect(fields.email.getAttribute('type')).resolves.toBe('email');
    await expect(fields.email.getAttribute('placeholder')).resolves.toMatch(/@example\.com$/);
    await expect(fields.message.getAttribute('placeholder')).resolves.toBe('Tell us how we can help you...');
    await expect(fields.message.getAttribute('rows')).resolves.toBe('6');
    await expect(fields.subject.locator('option').allTextContents()).resolves.toEqual([
      'Choose a subject',
      'General Inquiry',
      'Order Support',
      'Billing Question',
      'Feedback',
      'Partnership',
      'Other',
    ]);
    const main = page.getByRole('main');
    for (const text of [
      'Monday to Friday',
      '9am to 6pm',
      'Saturday and Sunday',
      '10am to 4pm',
      '8am to 10pm',
    ])
      await main.getByText(text).first().waitFor();
    await main.getByText('Emergency support').waitFor();
    await expect(
      main.getByRole('link', { name: 'support@mealbox.co.uk' }).getAttribute('href'),
    ).resolves.toBe('mailto:support@mealbox.co.uk');
    await expect(
      main.getByRole('link', { name: 'Frequently Asked Questions' }).getAttribute('href'),
    ).resolves.toBe('/faq');
    await context.close();
  });

  it('when it is sent empty or with a bad email, then nothing is sent and each field says what is missing', async () => {
    const { page, context } = await openContact();
    const sent: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/contact')) sent.push(request.method());
    });
    const fields = form(page);
    await fields.send.click();
    const main = page.getByRole('main');
    for (const message of [
      'Enter your full name',
      'Enter your email address',
      'Select a subject',
      'Enter your message',
    ])
      await main.getByText(message).waitFor();
    expect(await fields.name.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect(fields.message.getAttribute('aria-invalid')).resolves.toBe('true');
    await screenshot(page, 'contact-errors-1280');

    await fields.name.fill('Ada Lovelace');
    await fields.email.fill('ada@example');
    await fields.subject.selectOption('feedback');
    await fields.message.fill('Lovely crumble.');
    await fields.send.click();
    await main.getByText('Enter an email address in the correct format, like name@example.com').waitFor();
    expect(await fields.email.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await main.getByText('Enter your full name').count()).toBe(0);
    expect(sent).toEqual([]);
    await context.close();
  });

  it('when it is filled in and sent, then identity takes exactly the four fields, the thank-you shows and the form is cleared', async () => {
    const { page, context, pageErrors } = await openContact();
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    const fields = form(page);
    await fields.name.fill('  Ada Lovelace ');
    await fields.email.fill('ada@example.co.uk');
    await fields.subject.selectOption({ label: 'Order Support' });
    await fields.message.fill('My box arrived without the crumble.');
    const [request, response] = await Promise.all([
      page.waitForRequest((r) => new URL(r.url()).pathname === '/api/contact/' && r.method() === 'POST'),
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/contact/'),
      fields.send.click(),
    ]);
    expect(request.postDataJSON()).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.co.uk',
      subject: 'order',
      message: 'My box arrived without the crumble.',
    });
    expect(response.status()).toBe(201);
    await page
      .getByRole('status')
      .filter({ hasText: "Thank you for your message! We'll get back to you soon." })
      .waitFor();
    for (const field of [fields.name, fields.email, fields.subject, fields.message])
      await expect(field.inputValue()).resolves.toBe('');
    // The values are sent, never logged (the spec's original only logged them).
    expect(logged.filter((line) => line.includes('crumble'))).toEqual([]);
    await screenshot(page, 'contact-sent-1280');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('when identity refuses a field or says too many messages were sent, then the form says so and keeps the words', async () => {
    const { page, context } = await openContact();
    let answer: { status: number; body: object; headers?: Record<string, string> } = {
      status: 400,
      body: {
        type: 'about:blank',
        title: 'Validation failed',
        status: 400,
        errors: { email: ['Enter a valid email address.'] },
      },
    };
    await page.route('**/api/contact/', (route) =>
      route.fulfill({
        status: answer.status,
        contentType: 'application/problem+json',
        headers: answer.headers,
        body: JSON.stringify(answer.body),
      }),
    );
    const fields = form(page);
    await fields.name.fill('Ada Lovelace');
    await fields.email.fill('ada@example.co.uk');
    await fields.subject.selectOption('general');
    await fields.message.fill('Hello there.');
    await fields.send.click();
    await page.getByRole('main').getByText('Enter a valid email address.').waitFor();
    await expect(fields.email.getAttribute('aria-invalid')).resolves.toBe('true');
    expect(await fields.email.evaluate((el) => el === document.activeElement)).toBe(true);

    answer = {
      status: 429,
      headers: { 'Retry-After': '600' },
      body: { type: 'about:blank', title: 'Too Many Requests', status: 429 },
    };
    await fields.send.click();
    const alert = page.getByRole('alert').filter({ hasText: 'Too many messages' });
    await alert.getByText('Please try again in 10 minutes.').waitFor();
    await expect(fields.message.inputValue()).resolves.toBe('Hello there.');
    await screenshot(page, 'contact-too-many-1280');
    await context.close();
  });
});

describe('navigation from an information page', () => {
  it('when the mobile menu is used on /faq, then it closes by its button, Escape, the backdrop and a link', async () => {
    const { page, context } = await openPage(site.browser, PHONE);
    await page.goto(`${site.stack.baseUrl}/faq`);
    await h1(page).filter({ hasText: 'Frequently Asked Questions' }).waitFor();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const menu = page.getByRole('dialog', { name: 'Menu' });

    await toggle.click();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await menu.waitFor({ state: 'detached' });

    await toggle.click();
    await menu.waitFor();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });

    await toggle.click();
    await menu.waitFor();
    await page.getByTestId('overlay-backdrop').click({ position: { x: 10, y: 400 } });
    await menu.waitFor({ state: 'detached' });

    await toggle.click();
    await menu.getByRole('link', { name: 'About Us' }).click();
    await menu.waitFor({ state: 'detached' });
    await page.waitForURL(`${site.stack.baseUrl}/about-us`);
    await h1(page).filter({ hasText: 'About Us' }).waitFor();
    await context.close();
  });

  it('when signed out on an information page, then the desktop bar has no Log in (homepage only) and the menu does', async () => {
    const { page, context } = await openPage(site.browser);
    await page.goto(`${site.stack.baseUrl}/help`);
    await h1(page).filter({ hasText: 'Help Centre' }).waitFor();
    expect(await page.getByRole('banner').getByRole('link', { name: 'Login' }).count()).toBe(0);
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Login' }).waitFor();
    await context.close();
  });
});

describe('what the site keeps in the browser (the cookie policy is true)', () => {
  it('when a customer browses and signs in, then no cookie is set, only what the cookie policy lists is stored and nothing loads from another site', async () => {
    const { page, context } = await openPage(site.browser);
    const origin = new URL(site.stack.baseUrl).origin;
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin !== origin && url.protocol !== 'data:') elsewhere.push(request.url());
    });
    for (const path of ['/', '/meals', '/cookies', '/contact']) {
      await page.goto(`${site.stack.baseUrl}${path}`);
      await h1(page).first().waitFor();
    }
    const user = newTestUser('cookie');
    await registerThroughApi(site.stack.baseUrl, user);
    await page.goto(`${site.stack.baseUrl}/login`);
    await logIn(page, user.username, user.password);
    await page.getByRole('banner').getByText(user.username).waitFor();

    expect(await context.cookies()).toEqual([]);
    const stored = await page.evaluate(() => ({
      local: Object.keys(localStorage).sort(),
      session: Object.keys(sessionStorage),
    }));
    // The cookie policy's table, exactly: the sign-in tokens and react-router's scroll positions.
    expect(stored).toEqual({
      local: ['access_token', 'refresh_token'],
      session: ['react-router-scroll-positions'],
    });
    expect(elsewhere).toEqual([]);
    await context.close();
  });
});
