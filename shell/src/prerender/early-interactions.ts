import { EARLY_INTERACTIONS_GLOBAL } from '@mealbox/contracts/prerender';

/**
 * What a visitor did to a prerendered page before the app's page replaced it: taps on buttons and choices there
 * have no code behind them, so the gateway's app starter (services/gateway/src/prerender/app-starter-script.ts)
 * holds them, with keyboard focus, from the first paint; the shell does them again on its identical page. Links
 * need nothing: they are real links.
 */
export interface EarlyInteractions {
  /** Runs `swap` at once, or, while the visitor is pressing on the prerendered page, once that press is a click. */
  afterPress(swap: () => void): void;
  /** Call once `live` (the app's page) has replaced the prerendered one in the document. */
  replayOn(live: HTMLElement): void;
}

const atOnce = (swap: () => void) => swap();
const NOTHING_HELD: EarlyInteractions = { afterPress: atOnce, replayOn: () => undefined };

/** The starter's held interactions; nothing when the page came without it (a test's own page). */
export function earlyInteractions(): EarlyInteractions {
  const held = (window as unknown as Record<string, Partial<EarlyInteractions> | undefined>)[
    EARLY_INTERACTIONS_GLOBAL
  ];
  if (typeof held?.replayOn !== 'function') return NOTHING_HELD;
  // A page prerendered before presses were held (still in a visitor's cache) has a starter without afterPress.
  const afterPress = typeof held.afterPress === 'function' ? held.afterPress : atOnce;
  return { afterPress, replayOn: held.replayOn };
}
