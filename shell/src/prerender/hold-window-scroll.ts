/**
 * While the app renders outside the document, the window shows the prerendered copy, which the visitor may be
 * scrolling: nothing of the app's page may move it. React Router's ScrollRestoration takes the app's first page
 * for a new one and scrolls the window to its top, which threw a visitor who had scrolled back up, and moved a
 * control from under a tap already aimed at it. Returns the release, for once the app's page is on screen; the
 * pages after it restore and reset scroll as before.
 */
export function holdWindowScroll(): () => void {
  const scrollTo = window.scrollTo;
  const held: typeof window.scrollTo = () => undefined;
  window.scrollTo = held;
  return () => {
    if (window.scrollTo === held) window.scrollTo = scrollTo;
  };
}
