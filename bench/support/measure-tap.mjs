// One cold load of a page and one tap on one of its controls: how long the tap took to be answered, and the
// page's vitals over the same load.
import { openColdPage } from './browser-profiles.mjs';
import { VITALS_SCRIPT, blockingTime, readVitals } from './page-vitals.mjs';
import { arm, readTapAnswer, tapAnswerScript, waitForAnswer } from './tap-answer.mjs';

/** A tap whose answer has not appeared by then is lost. */
export const LOST_AFTER_MS = 15_000;
/** After the answer, the long tasks still finishing the app's start-up are counted in TBT. */
const SETTLE_MS = 1000;

/** `when` for a tap as soon as the page shows content (its first contentful paint), before the load event. */
export const AT_FIRST_PAINT = 'first paint';

/**
 * Loads `url` in a new context (cold cache) under `profile`, waits `when` ms after the load event (or, with
 * AT_FIRST_PAINT, only for the first contentful paint), brings the
 * control into view without touching the page (a script scroll: no touch or wheel, so the tap stays the visitor's
 * first touch, the case of a control on the first screen), and taps its middle (a touch on a phone profile, a
 * mouse click otherwise). Returns { ms } (null: LOST, or the control was not there: missing) and
 * { lcp, cls, tbt } of the load: TBT counts every long task after FCP until the answer and SETTLE_MS more (the app's
 * start-up included); the LCP of a tap at load stops at the tap, as the browser stops reporting LCP at input. Also
 * { loadAt, answeredAfterNavigation }: when the load event came and when the answer showed, both in ms from the
 * navigation's start, so a load event that moves does not hide where the answer lands.
 */
export async function measureTap(browser, profile, url, control, when) {
  const { context, page } = await openColdPage(browser, profile, {
    initScripts: [VITALS_SCRIPT, tapAnswerScript(control.answer)],
    viewport: control.viewport,
  });
  try {
    if (when === AT_FIRST_PAINT) {
      await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
      await page.waitForFunction(() => globalThis.__vitals.fcp > 0, null, {
        timeout: 60_000,
        polling: 'raf',
      });
    } else {
      await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
      if (when > 0) await page.waitForTimeout(when);
    }
    const loadAt = await page.evaluate(
      () => performance.getEntriesByType('navigation')[0]?.loadEventStart || null,
    );
    const place = await bringIntoView(page, control);
    if (!place)
      return { ms: null, missing: true, loadAt, answeredAfterNavigation: null, ...(await vitalsOf(page)) };
    await arm(page, control.baseline);
    const before = await vitalsOf(page);
    const { x, y } = place;
    if (profile.hasTouch) await page.touchscreen.tap(x, y);
    else await page.mouse.click(x, y);
    const ms = await waitForAnswer(page, LOST_AFTER_MS);
    const tap = ms === null ? null : await readTapAnswer(page);
    const answeredAfterNavigation = tap ? tap.answeredAt - before.timeOrigin : null;
    if (ms !== null) await page.waitForTimeout(SETTLE_MS);
    // A followed link is another document, whose own vitals start again: the tapped page's stand.
    const after = await vitalsOf(page).catch(() => null);
    const vitals = after && after.timeOrigin === before.timeOrigin ? after : before;
    return { ms, missing: false, loadAt, answeredAfterNavigation, ...vitals };
  } finally {
    await context.close();
  }
}

/**
 * Finds the control with its own `locate` (a CSS query: first-interaction-controls.mjs), scrolls it to the middle
 * of the screen if it is not all in view (as Playwright's scrollIntoViewIfNeeded did) and gives its middle in the
 * viewport; null when it is not on the page, or something else is on top of it there.
 */
function bringIntoView(page, control) {
  return page.evaluate(`(async () => {
    const locate = ${control.locate};
    let element = locate();
    if (!element) return null;
    const inView = (box) => box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth;
    if (!inView(element.getBoundingClientRect())) element.scrollIntoView({ block: 'center', inline: 'center' });
    // Still for two frames first, as Playwright's own taps wait: a control still moving would be missed.
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    let box = element.getBoundingClientRect();
    for (let still = 0, frames = 0; still < 2 && frames < 60; frames++) {
      await frame();
      // The app's page may take the copy's place meanwhile: the same control is then the app's.
      if (!element.isConnected) element = locate();
      if (!element) return null;
      const now = element.getBoundingClientRect();
      still = now.x === box.x && now.y === box.y && now.width === box.width && now.height === box.height ? still + 1 : 0;
      box = now;
    }
    const middle = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    // Under a bar that stays on screen, the tap would land on the bar: not the control a visitor taps.
    return element.contains(document.elementFromPoint(middle.x, middle.y)) ? middle : null;
  })()`);
}

async function vitalsOf(page) {
  const vitals = await readVitals(page);
  const timeOrigin = await page.evaluate(() => performance.timeOrigin);
  return {
    timeOrigin,
    lcp: vitals.lcp,
    cls: vitals.cls,
    tbt: blockingTime(vitals.longTasks, vitals.fcp),
  };
}
