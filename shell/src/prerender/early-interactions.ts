import { EARLY_INTERACTIONS_GLOBAL } from '@mealbox/contracts/prerender';

/**
 * What a visitor did to a prerendered page before the app's page replaced it: taps on buttons and choices there
 * have no code behind them, so the gateway's app starter (services/gateway/src/prerender/app-starter-script.ts)
 * holds them, with keyboard focus, from the first paint; the shell does them again on its identical page. Links
 * need nothing: they are real links.
 */
export interface EarlyInteractions {
  /** Call once `live` (the app's page) has replaced the prerendered one in the document. */
  replayOn(live: HTMLElement): void;
}

const NOTHING_HELD: EarlyInteractions = { replayOn: () => undefined };

/** The starter's held interactions; nothing when the page came without it (an old copy, a test's own page). */
export function earlyInteractions(): EarlyInteractions {
  const held = (window as unknown as Record<string, EarlyInteractions | undefined>)[
    EARLY_INTERACTIONS_GLOBAL
  ];
  return typeof held?.replayOn === 'function' ? held : NOTHING_HELD;
}
