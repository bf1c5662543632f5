import { startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { PAGE_BUSY_SELECTOR, PRERENDERED_ATTRIBUTE } from '@mealbox/contracts/prerender';
import { earlyInteractions } from './early-interactions';
import { holdWindowScroll } from './hold-window-scroll';

/** However long the app takes, the prerendered page gives way after this (a spinner is better than a dead page). */
const TAKE_OVER_LIMIT_MS = 6000;
/** Pictures that are slow to decode do not hold the swap up for longer than this. */
const DECODE_LIMIT_MS = 500;

/**
 * Renders the app into #root. Where #root holds a page the gateway prerendered, the visitor is already reading it,
 * so React renders into a container outside the document, and the two change places in one step once React's page
 * is complete (nothing on it still loading, its pictures decoded) and the visitor is not in the middle of a press: no spinner, no skeleton, no jump, and never two
 * copies of the page in the document. Until then the prerendered page's links work as ordinary links, and taps on
 * anything else are held by the gateway's app starter and done again on the app's page (early-interactions.ts).
 * The render runs as a transition so that it yields to the browser between components instead of blocking a
 * phone's main thread for its whole length. Trade-off: while outside the document nothing is laid out, so a component that
 * measures itself as it mounts must measure again on the window's resize event, which the swap fires.
 */
export function mountApp(container: HTMLElement, app: ReactNode): void {
  if (!container.hasAttribute(PRERENDERED_ATTRIBUTE)) {
    createRoot(container).render(app);
    return;
  }
  const releaseScroll = holdWindowScroll();
  const live = document.createElement('div');
  live.id = 'root';
  const root = createRoot(live);
  startTransition(() => root.render(app));
  const held = earlyInteractions();
  void whenComplete(live).then(() =>
    held.afterPress(() => {
      container.replaceWith(live);
      releaseScroll();
      // Whatever measured itself while outside the document (a bar that shows while a panel is below the fold)
      // saw no layout; the resize it listens for makes it measure again, now laid out.
      window.dispatchEvent(new Event('resize'));
      held.replayOn(live);
    }),
  );
}

function whenComplete(live: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    const isComplete = () =>
      live.querySelector('main > *') !== null && live.querySelector(PAGE_BUSY_SELECTOR) === null;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      observer.disconnect();
      clearTimeout(limit);
      void decodePictures(live).then(resolve);
    };
    const observer = new MutationObserver(() => {
      if (isComplete()) finish();
    });
    observer.observe(live, { childList: true, subtree: true, attributes: true });
    const limit = setTimeout(finish, TAKE_OVER_LIMIT_MS);
  });
}

/** Decodes the eager pictures first, so the swap never shows a blank frame where a picture was. */
function decodePictures(live: HTMLElement): Promise<void> {
  const pictures = [...live.querySelectorAll('img')].filter((image) => image.loading !== 'lazy');
  const decoded = Promise.all(pictures.map((image) => image.decode().catch(() => undefined)));
  return Promise.race([
    decoded.then(() => undefined),
    new Promise<void>((r) => setTimeout(r, DECODE_LIMIT_MS)),
  ]);
}
