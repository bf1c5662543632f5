import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { LONDON_TIME_ZONE } from '@mealbox/contracts/london-calendar';

/** Debian's Chromium, headless, with everything that would reach outside the test machine turned off. */
const CHROME_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-quic',
  '--no-first-run',
  // A British browser: with the process's LANG (launchBrowser) and Debian's chromium-l10n, native date fields
  // read dd/mm/yyyy, as our customers and staff see them.
  '--lang=en-GB',
  '--disable-component-update',
  '--disable-sync',
];

export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 390, height: 844 } as const;
/** The narrowest phone we design for (an iPhone SE): every page must fit it without scrolling sideways. */
export const SMALL_PHONE = { width: 375, height: 667 } as const;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROME_ARGS,
    // On Linux, Chromium takes the language of its date fields from the environment, not from --lang.
    env: { ...process.env, LANG: 'en_GB.UTF-8', LANGUAGE: 'en_GB' },
  });
}

/** Content-Security-Policy violations any page reported since they were last taken (see takeCspViolations). */
const cspViolations: string[] = [];

/**
 * Answers, and forgets, every CSP violation a page opened with openPage has reported: the site's policy allows only
 * its own scripts, so a violation is a feature the browser refused. Checked after every test (useSiteInBrowser).
 */
export function takeCspViolations(): string[] {
  return cspViolations.splice(0);
}

/** Reports each `securitypolicyviolation` event of every document in the context (frames included). */
async function watchCspViolations(context: BrowserContext): Promise<void> {
  await context.exposeBinding('reportCspViolation', ({ page }, violation: string) => {
    cspViolations.push(`${violation} on ${page.url()}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation;
      report(
        `${event.effectiveDirective} refused ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** Uncaught exceptions in the page: a test can assert there were none. */
  pageErrors: Error[];
  /**
   * What the page wrote with console.error (and Chromium's own errors, such as a failed request), with where it
   * came from. Collected on every page; the tests that promise a clean console assert it is empty, others may
   * expect errors (a service taken down on purpose).
   */
  consoleErrors: string[];
}

/**
 * A fresh context (no shared cookies or cache) and page at the given size, reporting page crashes and errors. Its
 * goto and reload resolve once the app has taken over from a prerendered page, as the tests act on the app: the
 * prerendered page only pictures it (and a test that stubs an API must see the app's answer to the stub). A goto
 * that waits only for 'commit' is a test of the prerendered page itself, and does not wait.
 */
export async function openPage(
  browser: Browser,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<OpenedPage> {
  const context = await browser.newContext({ viewport, locale: 'en-GB', timezoneId: LONDON_TIME_ZONE });
  await watchCspViolations(context);
  const page = await context.newPage();
  waitForTakeOverOnLoad(page);
  const pageErrors: Error[] = [];
  const consoleErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    consoleErrors.push(url ? `${message.text()} (${url})` : message.text());
  });
  return { context, page, pageErrors, consoleErrors };
}

function waitForTakeOverOnLoad(page: Page): void {
  // A prerendered page starts the app once it has loaded and the browser is idle, or at once on a first touch or
  // key; a press of Shift is a visitor beginning to use the page (no wait for idle), and does nothing else.
  const takenOver = async () => {
    const prerendered = () => document.getElementById('root')?.hasAttribute('data-prerendered') === true;
    if (await page.evaluate(prerendered)) await page.keyboard.press('Shift');
    await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('data-prerendered'));
  };
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit' && response?.headers()['content-type']?.startsWith('text/html')) {
      await takenOver();
    }
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    await takenOver();
    return response;
  };
}

const SCREENSHOT_DIR = path.join(__dirname, '..', 'screenshots');

/**
 * Saves a PNG under e2e/screenshots/ (git-ignored) for people to look at; tests never compare pixels. A page is
 * shot as the window shows it, or whole; a locator (the footer, a dialog) just that part, however tall.
 * Full-page shots scroll through the page first so lazily loaded pictures are in.
 */
export async function screenshot(
  target: Page | Locator,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<string> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  if ('goto' in target) {
    if (options.fullPage) await loadLazyImages(target);
    await target.screenshot({ path: file, fullPage: options.fullPage ?? false });
  } else {
    await target.screenshot({ path: file });
  }
  return file;
}

export async function loadLazyImages(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y < height; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(100);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState('networkidle');
}

/** How far the page is wider than the window (> 0: it scrolls sideways). */
export const horizontalOverflow = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * Waits until the element's own and its children's CSS animations have ended. A dialog rises in with a scale, so
 * two boxes measured mid-animation come from two different frames and cannot be compared.
 */
export const animationsFinished = (target: Locator): Promise<void> =>
  target.evaluate(async (element) => {
    // A spinner runs forever and a replaced element's animation is cancelled: neither is waited for.
    const ending = element
      .getAnimations({ subtree: true })
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
