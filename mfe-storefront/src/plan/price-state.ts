/**
 * What the price panel shows while prices come and go, as a pure reducer (the hook in use-plan-price.ts feeds it).
 *
 * Every request gets a number, higher than any before it. Only the answer to the latest request counts: an older
 * answer arriving late (out of order) is ignored, so the customer's latest choice always wins. While a request
 * runs, the last figures stay on screen (the panel dims them) instead of blanking: no flicker. A failure of the
 * latest request drops the figures, since they belong to another choice: an error, never a guessed price.
 */
export interface PriceState<Price> {
  /** Number of the latest request made; 0 before the first. */
  latestId: number;
  /** The figures on screen: the latest successful answer (or the page's own figures for the latest choice), or null. */
  shown: Price | null;
  /** The request the figures on screen are for (0 for none): when it is the latest, they are not stale. */
  shownFor: number;
  /** True while the latest request has not answered. */
  pending: boolean;
  /** Why the latest request failed, or null. */
  error: unknown;
}

export type PriceAction<Price> =
  | { type: 'requested'; id: number }
  | { type: 'succeeded'; id: number; price: Price }
  /**
   * The page worked the latest choice's price out itself, by the server's own rule from the public rows
   * (plan-price-estimate.ts): shown at once, while the server's answer, which stays the authority, is awaited.
   */
  | { type: 'computed'; id: number; price: Price }
  | { type: 'failed'; id: number; error: unknown };

export function initialPriceState<Price>(): PriceState<Price> {
  return { latestId: 0, shown: null, shownFor: 0, pending: false, error: null };
}

export function priceReducer<Price>(state: PriceState<Price>, action: PriceAction<Price>): PriceState<Price> {
  switch (action.type) {
    case 'requested':
      // An older request number can only come from a request already superseded: nothing changes.
      if (action.id <= state.latestId) return state;
      return { ...state, latestId: action.id, pending: true, error: null };
    case 'succeeded':
      if (action.id !== state.latestId) return state;
      return { ...state, shown: action.price, shownFor: action.id, pending: false, error: null };
    case 'computed':
      // Only while the server has not answered: its figures are never replaced by the page's.
      if (action.id !== state.latestId || !state.pending) return state;
      return { ...state, shown: action.price, shownFor: action.id, error: null };
    case 'failed':
      if (action.id !== state.latestId) return state;
      return {
        ...state,
        shown: null,
        shownFor: 0,
        pending: false,
        error: action.error ?? new Error('Price failed'),
      };
  }
}

/** The panel's view of the state. */
export type PriceView<Price> =
  /** Nothing to show yet (the first request is running). */
  | { status: 'loading' }
  /** Figures to show; `updating` while they belong to an earlier choice and a newer request runs (then dimmed). */
  | { status: 'ready'; price: Price; updating: boolean }
  | { status: 'error'; error: unknown };

export function priceView<Price>(state: PriceState<Price>): PriceView<Price> {
  if (state.error !== null && !state.pending) return { status: 'error', error: state.error };
  if (state.shown !== null)
    return {
      status: 'ready',
      price: state.shown,
      updating: state.pending && state.shownFor !== state.latestId,
    };
  return { status: 'loading' };
}
