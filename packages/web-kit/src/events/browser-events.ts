import type { BrowserEventMap, BrowserEventName } from '@mealbox/contracts';

/** The page's window, or undefined outside a browser (unit tests, a server render). */
export function browserWindow(): EventTarget | undefined {
  return typeof window === 'undefined' ? undefined : window;
}

/** Sends one of the site's typed events (declared in @mealbox/contracts) to every part of the page listening. */
export function dispatchBrowserEvent<K extends BrowserEventName>(
  name: K,
  detail: BrowserEventMap[K],
  target: EventTarget | undefined = browserWindow(),
): void {
  target?.dispatchEvent(new CustomEvent(name, { detail }));
}

/** Listens for one of the site's typed events; returns the function that stops listening. */
export function onBrowserEvent<K extends BrowserEventName>(
  name: K,
  handler: (detail: BrowserEventMap[K]) => void,
  target: EventTarget | undefined = browserWindow(),
): () => void {
  if (!target) return () => undefined;
  const listener = (event: Event) => handler((event as CustomEvent<BrowserEventMap[K]>).detail);
  target.addEventListener(name, listener);
  return () => target.removeEventListener(name, listener);
}
