/**
 * What a visitor does to a prerendered page in the moment before the app takes it over: taps on buttons and
 * choices there have no code behind them yet, so they are held and done again on the app's identical page, and
 * keyboard focus moves across with them. Links need nothing: they are real links.
 */
export interface EarlyInteractions {
  /** Call once `live` (the app's page) has replaced the prerendered one in the document. */
  replayOn(live: HTMLElement): void;
}

export function holdEarlyInteractions(prerendered: HTMLElement): EarlyInteractions {
  const clicks: number[][] = [];
  const onClick = (event: MouseEvent) => {
    const target = event.target;
    if (!(target instanceof Element) || target.closest('a[href]')) return;
    // A checkbox, radio or its label shows its new state at once, as the visitor expects; anything else (a button
    // that would submit a form of the prerendered page) waits for the app.
    if (!target.closest('input[type="checkbox"], input[type="radio"], label')) event.preventDefault();
    clicks.push(pathOf(prerendered, target));
  };
  prerendered.addEventListener('click', onClick, true);
  let focused: number[] | undefined;
  const noteFocus = () => {
    const active = document.activeElement;
    focused =
      active && active !== prerendered && prerendered.contains(active)
        ? pathOf(prerendered, active)
        : undefined;
  };
  prerendered.addEventListener('focusin', noteFocus);

  return {
    replayOn(live) {
      prerendered.removeEventListener('click', onClick, true);
      prerendered.removeEventListener('focusin', noteFocus);
      for (const path of clicks) elementAt(live, path)?.click();
      if (focused) elementAt(live, focused)?.focus();
    },
  };
}

/** Where an element sits under `root`: its child index at each level (the same place in an identical page). */
function pathOf(root: Element, element: Element): number[] {
  const path: number[] = [];
  for (let node: Element | null = element; node && node !== root; node = node.parentElement) {
    path.unshift(node.parentElement ? [...node.parentElement.children].indexOf(node) : 0);
  }
  return path;
}

function elementAt(root: Element, path: readonly number[]): HTMLElement | undefined {
  let node: Element | undefined = root;
  for (const index of path) node = node?.children[index];
  return node instanceof HTMLElement ? node : undefined;
}
