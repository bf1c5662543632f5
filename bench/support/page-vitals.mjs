// The browser's own performance entries, collected in the page from its first moment, and what is read from them.

/** An init script: window.__vitals gathers LCP, FCP, CLS (shifts without recent input) and the long tasks. */
export const VITALS_SCRIPT = `
  window.__vitals = { lcp: 0, fcp: 0, cls: 0, longTasks: [] };
  const observe = (type, onEntry) =>
    new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
  observe('largest-contentful-paint', (e) => { window.__vitals.lcp = e.startTime; });
  observe('paint', (e) => { if (e.name === 'first-contentful-paint') window.__vitals.fcp = e.startTime; });
  observe('layout-shift', (e) => { if (!e.hadRecentInput) window.__vitals.cls += e.value; });
  observe('longtask', (e) => { window.__vitals.longTasks.push([e.startTime, e.duration]); });
`;

/** Total blocking time: the part over 50 ms of every long task from `from` on. */
export function blockingTime(longTasks, from) {
  return longTasks
    .filter(([start]) => start >= from)
    .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
}

/** What the page has gathered so far (window.__vitals). */
export function readVitals(page) {
  return page.evaluate(() => structuredClone(globalThis.__vitals));
}
