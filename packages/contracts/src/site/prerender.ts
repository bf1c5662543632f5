/**
 * The contract between the gateway's prerenderer and the shell: the public pages reach the browser as HTML that the
 * gateway rendered ahead (their content, before any script runs), and the shell takes over from that HTML once its
 * own rendering of the page is complete. Browser-safe (no zod), importable as `@mealbox/contracts/prerender`.
 */

/** Set on the #root element that holds prerendered HTML. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * Sent by the prerenderer when it loads a page: the gateway then answers with the plain shell, never with an earlier
 * snapshot, so each snapshot is the page as the site renders it now.
 */
export const PRERENDER_REQUEST_HEADER = 'x-mealbox-prerender';

/**
 * Anything on screen that is still waiting for its content: skeletons, busy regions and spinners. A page is complete
 * when none is left; the prerenderer snapshots it then, and the shell swaps its own rendering in then.
 */
export const PAGE_BUSY_SELECTOR = '.mb-skeleton, [aria-busy="true"], .mb-loading';

/**
 * Where the prerendered page's starter script hands over the taps and focus it held while the app was not yet
 * running (`window[EARLY_INTERACTIONS_GLOBAL].replayOn(appRoot)`), so the shell can do them again on its page.
 */
export const EARLY_INTERACTIONS_GLOBAL = '__mealboxEarlyInteractions';

/**
 * localStorage keys that mean the visitor has something of their own on the site (a session, a plan in progress),
 * which the prerendered copy, made for a first-time visitor, does not show: the app starts at once for them
 * instead of waiting for the page to load. web-kit owns these keys; its unit test holds this list to them.
 */
export const VISITOR_STATE_STORAGE_KEYS: readonly string[] = [
  'refresh_token',
  'mealbox:plan',
  'mealbox:meal-selection',
];

/**
 * The answers to the public GET requests (no Authorization) that a prerendered page was made from, as
 * `{ "<path and query>": "<JSON body>" }`, served as one file beside the page (`data-answers` on its starter
 * script). The starter fetches it with the app's scripts and puts the promise of it at
 * `window[PRERENDERED_ANSWERS_GLOBAL]`; web-kit's API client answers each of those requests from it once, instead
 * of a round trip each, one after another, before the app's page can replace the copy.
 */
export const PRERENDERED_ANSWERS_GLOBAL = '__mealboxPrerenderedAnswers';
export const PRERENDERED_ANSWERS_PATH_PREFIX = '/_prerender/answers/';

/**
 * A filter the prerendered copy applies by itself before the app has started (the starter script), so that the
 * visitor's choice answers at once and the app, reading it from the address, renders the same page when it takes
 * over. A toggle carries `toggle` (the filter's name, which is also its URL parameter) and `value` ('' for all);
 * each item it narrows carries `item` (the name) and `value`; text that a change makes stale (a count) carries
 * `stale` (the name) and is hidden, its space kept, until the app's page replaces the copy.
 */
export const COPY_FILTER_ATTRIBUTES = {
  toggle: 'data-copy-filter',
  item: 'data-copy-filter-item',
  value: 'data-copy-filter-value',
  stale: 'data-copy-filter-stale',
} as const;
