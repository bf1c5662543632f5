import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import type { Logger } from '@mealbox/platform';
import { capturePage } from './capture-page';
import { toSnapshot, type PageSnapshot } from './page-snapshots';
import { toPrerenderedAnswers, type PrerenderedAnswers } from './prerendered-answers';
import { snapshotDocument } from './snapshot-document';

/** Pages rendered side by side in one pass (see renderPass). */
const RENDERED_AT_ONCE = 2;

export interface PrerendererOptions {
  /** The built shell: its index.html is the frame of every snapshot. */
  shellDir: string;
  pages: readonly string[];
  /**
   * An address that is no page, rendered like the public pages: its copy is the not-found page, which every unknown
   * address is answered with (404).
   */
  notFoundPage: string;
  /** Starts the browser that renders; undefined turns prerendering off (every page is then the plain shell). */
  launchBrowser: (() => Promise<Browser>) | undefined;
  /**
   * Each remote's entry file, asked now and then, like the shell's index.html: a new one means a redeploy, and every
   * snapshot is redone (snapshots name the deployed build's files).
   */
  remoteEntries: readonly URL[];
  refreshIntervalMs: number;
  remoteWatchIntervalMs: number;
  /** How long to wait after a change before rendering again, so a burst of staff edits costs one render. */
  settleMs: number;
  /** How soon a page that could not be rendered (a service still starting) is tried again. */
  retryMs: number;
  logger: Logger;
}

/**
 * Keeps a prerendered copy of each public page, as the site itself renders it in Chromium, so that a first visit
 * shows the page from its HTML alone. Copies are never stale on purpose: a change to meals or prices through the
 * gateway (`invalidate`) drops them at once (visitors get the plain shell until the new render, a second or two
 * later), a remote's redeploy is noticed by its entry file changing, and a timer renders again every few minutes
 * for what changes by itself (the weekly menu turns on Monday, delivery days move with the date).
 *
 * Trade-off: rendering in a real browser rather than server-side React means no page needs to be written twice
 * (or for two runtimes), module federation works as in the browser, and what is served is exactly what the site
 * shows; the price is a browser next to the gateway and a render of a few seconds after each change.
 */
export class Prerenderer {
  private readonly snapshots = new Map<string, PageSnapshot>();
  private notFound: PageSnapshot | undefined;
  private origin: string | undefined;
  private generation = 0;
  private running: Promise<void> | undefined;
  private again = false;
  private scheduled: NodeJS.Timeout | undefined;
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly deployedVersions = new Map<string, string>();
  private closed = false;

  constructor(private readonly options: PrerendererOptions) {}

  get enabled(): boolean {
    return this.options.launchBrowser !== undefined;
  }

  /** Begins rendering the site served at `origin` (the gateway's own address), and keeps the copies current. */
  start(origin: string): void {
    if (!this.enabled || this.origin) return;
    this.origin = origin;
    void this.refresh();
    const every = (ms: number, task: () => unknown) => {
      const timer = setInterval(task, ms);
      timer.unref();
      this.timers.push(timer);
    };
    every(this.options.refreshIntervalMs, () => void this.refresh());
    every(this.options.remoteWatchIntervalMs, () => void this.watchDeploys());
  }

  snapshotFor(pathname: string): PageSnapshot | undefined {
    return this.snapshots.get(pathname);
  }

  notFoundSnapshot(): PageSnapshot | undefined {
    return this.notFound;
  }

  /** The API answers named by a copy kept now; a dropped copy's are gone with it. */
  answersAt(pathname: string): PrerenderedAnswers | undefined {
    for (const snapshot of [...this.snapshots.values(), this.notFound]) {
      if (snapshot?.answers?.path === pathname) return snapshot.answers;
    }
    return undefined;
  }

  /** What the pages show has changed: drop every copy now and render again shortly. */
  invalidate(reason: string): void {
    if (!this.enabled) return;
    this.generation++;
    this.snapshots.clear();
    this.notFound = undefined;
    this.options.logger.debug({ reason }, 'prerendered pages dropped');
    this.renderSoon(this.options.settleMs);
  }

  /** Renders every page again (one pass at a time; asking during a pass asks for one more after it). */
  refresh(): Promise<void> {
    const origin = this.origin;
    if (!origin || this.closed) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        await this.renderPass(origin);
      } while (this.again && !this.closed);
    })().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /** Resolves once no render is running or waiting (tests wait for the first copies with it). */
  async whenIdle(): Promise<void> {
    while (this.running || this.scheduled) {
      await (this.running ?? new Promise((resolve) => setTimeout(resolve, 50)));
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.scheduled);
    this.scheduled = undefined;
    for (const timer of this.timers) clearInterval(timer);
    await this.running;
  }

  private renderSoon(delayMs: number): void {
    if (this.scheduled || this.closed) return;
    this.scheduled = setTimeout(() => {
      this.scheduled = undefined;
      void this.refresh();
    }, delayMs);
    this.scheduled.unref();
  }

  private async renderPass(origin: string): Promise<void> {
    const { launchBrowser, shellDir, pages, notFoundPage, logger } = this.options;
    if (!launchBrowser) return;
    const generation = this.generation;
    const changedSince = () => generation !== this.generation;
    let failures = 0;
    let browser: Browser | undefined;
    try {
      const rendering = await launchBrowser();
      browser = rendering;
      const shellIndexHtml = await readFile(path.join(shellDir, 'index.html'), 'utf8');
      const waiting = [...pages, notFoundPage];
      const renderWaitingPages = async () => {
        for (let page = waiting.shift(); page !== undefined; page = waiting.shift()) {
          // Something changed while a page rendered: its copy may show the old state; the next pass redoes it.
          if (this.closed || changedSince()) return;
          const rendered = await this.renderPage(rendering, origin, page, shellIndexHtml, changedSince);
          if (!rendered) failures++;
        }
      };
      // Most of a page's render is waiting (its requests, the app's start after the first paint, the quiet half
      // second that ends it), so pages render RENDERED_AT_ONCE at a time; more would only share the CPU.
      await Promise.all(Array.from({ length: RENDERED_AT_ONCE }, () => renderWaitingPages()));
      if (this.closed || changedSince()) return;
      logger.info({ pages: pages.length + 1 - failures, failures }, 'prerendered the public pages');
    } catch (error) {
      failures++;
      logger.warn({ err: error }, 'prerendering failed; pages are served as the plain shell');
    } finally {
      await browser?.close().catch(() => undefined);
    }
    if (failures > 0) this.renderSoon(this.options.retryMs);
  }

  /** Renders one page and keeps its copy; false when it could not be rendered (its old copy is dropped). */
  private async renderPage(
    browser: Browser,
    origin: string,
    page: string,
    shellIndexHtml: string,
    changedSince: () => boolean,
  ): Promise<boolean> {
    const isNotFound = page === this.options.notFoundPage;
    try {
      const capture = await capturePage(browser, new URL(page, origin).href, { notFound: isNotFound });
      if (changedSince()) return true;
      const answers = toPrerenderedAnswers(capture.apiAnswers);
      const snapshot = toSnapshot(
        snapshotDocument(shellIndexHtml, capture, answers?.path),
        new Date(),
        answers,
      );
      if (isNotFound) this.notFound = snapshot;
      else this.snapshots.set(page, snapshot);
      return true;
    } catch (error) {
      if (isNotFound) this.notFound = undefined;
      else this.snapshots.delete(page);
      this.options.logger.warn(
        { page, err: error },
        'could not prerender a page; it is served as the plain shell',
      );
      return false;
    }
  }

  private async watchDeploys(): Promise<void> {
    const shellIndex = path.join(this.options.shellDir, 'index.html');
    await this.noteVersion(shellIndex, async () => String((await stat(shellIndex)).mtimeMs));
    for (const entry of this.options.remoteEntries) {
      await this.noteVersion(entry.href, async () => {
        const answer = await fetch(entry, { method: 'HEAD', signal: AbortSignal.timeout(5000) });
        return answer.ok ? (answer.headers.get('etag') ?? answer.headers.get('last-modified')) : null;
      });
    }
  }

  private async noteVersion(deployable: string, readVersion: () => Promise<string | null>): Promise<void> {
    let version: string | null;
    try {
      version = await readVersion();
    } catch {
      // A remote that does not answer keeps its pages' copies: they still show, and the shell explains the rest.
      return;
    }
    if (!version) return;
    const previous = this.deployedVersions.get(deployable);
    this.deployedVersions.set(deployable, version);
    if (previous !== undefined && previous !== version) this.invalidate(`redeployed: ${deployable}`);
  }
}

/** The browser launcher for a Chromium at `chromePath`, or undefined (prerendering off) when there is none. */
export function chromiumLauncher(chromePath: string, logger: Logger): (() => Promise<Browser>) | undefined {
  if (!existsSync(chromePath)) {
    logger.warn({ chromePath }, 'no Chromium for prerendering; public pages are served as the plain shell');
    return undefined;
  }
  return async () => {
    const { chromium } = await import('playwright-core');
    return chromium.launch({
      executablePath: chromePath,
      // It only ever opens this site's own pages. No sandbox: it runs as root here and in containers.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-quic',
        '--no-first-run',
      ],
    });
  };
}
