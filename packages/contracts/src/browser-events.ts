/**
 * Typed DOM events the front ends send each other on `window` (DESIGN section 2: cross-remote communication is the
 * URL, the session from web-kit, and these events). Names are `<team>:<event>`; each entry maps an event name to
 * the `detail` of its CustomEvent. Types only: web-kit dispatches and listens through typed helpers.
 */
export interface BrowserEventMap {
  /** The visitor signed in or out, here or in another tab (or the signed-in user's claims changed). */
  'session:changed': SessionChangedDetail;
}

export interface SessionChangedDetail {
  signedIn: boolean;
  /** The signed-in username, from the access token's claims; null when signed out. */
  username: string | null;
}

export type BrowserEventName = keyof BrowserEventMap;
