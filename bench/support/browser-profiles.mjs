// The two visitors the browser benchmarks measure, and the throttled, cold-cache page each gets.

/**
 * - "mobile": the profile page-speed tools use for phones (4x CPU slowdown, 1.6 Mbps down, 750 kbps up, 150 ms
 *   round trip), on a 412 x 823 phone screen;
 * - "fast": this machine's own CPU and loopback, on a 1280 x 800 desktop screen.
 */
export const PROFILES = {
  mobile: {
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    cpuSlowdown: 4,
    network: {
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    },
  },
  fast: {
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    isMobile: false,
    hasTouch: false,
    cpuSlowdown: 1,
    network: null,
  },
};

/** The profiles named in BENCH_PROFILES (comma-separated; both by default), as [name, profile] pairs. */
export function chosenProfiles() {
  const chosen = (process.env.BENCH_PROFILES ?? 'mobile,fast').split(',');
  return Object.entries(PROFILES).filter(([name]) => chosen.includes(name));
}

/** Debian's Chromium, headless, with nothing of its own on the network while a page is measured. */
export function launchBrowser(chromium) {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic'],
  });
}

/**
 * A page in a new browser context (an empty cache), throttled through the DevTools protocol to the profile, with
 * `initScripts` run first in every document it opens. `viewport` overrides the profile's screen (a phone-width
 * control). Returns the context, the page and its CDP session (for network events).
 */
export async function openColdPage(browser, profile, { initScripts = [], viewport } = {}) {
  const context = await browser.newContext({
    viewport: viewport ?? profile.viewport,
    deviceScaleFactor: profile.deviceScaleFactor,
    isMobile: profile.isMobile,
    hasTouch: profile.hasTouch,
    locale: 'en-GB',
  });
  const page = await context.newPage();
  for (const script of initScripts) await page.addInitScript(script);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  if (profile.network)
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.network });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
  return { context, page, cdp };
}
