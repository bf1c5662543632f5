/**
 * Where the explainer stands: which of its slides shows and whether it plays on by itself, as a video would.
 * Pure, so the rules are tested without a browser; use-slideshow.ts adds the clock.
 */
export interface SlideshowState {
  index: number;
  playing: boolean;
}

export type SlideshowAction =
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'go-to'; index: number }
  /** The current slide's time is up. */
  | { type: 'elapsed' }
  | { type: 'toggle-playing' };

/** Playing from the first slide, unless the visitor asked their system for less motion: then they step through. */
export const startOf = (prefersLessMotion: boolean): SlideshowState => ({
  index: 0,
  playing: !prefersLessMotion,
});

export function slideshowReducer(count: number) {
  const clamp = (index: number) => Math.min(Math.max(index, 0), count - 1);
  return (state: SlideshowState, action: SlideshowAction): SlideshowState => {
    switch (action.type) {
      case 'next':
        return { ...state, index: clamp(state.index + 1) };
      case 'previous':
        return { ...state, index: clamp(state.index - 1) };
      case 'go-to':
        return { ...state, index: clamp(action.index) };
      case 'elapsed':
        // Like a video it stops at its end, on the last step (and its call to action), rather than looping.
        return state.index >= count - 1 ? { ...state, playing: false } : { ...state, index: state.index + 1 };
      case 'toggle-playing':
        // Play at the end starts again from the beginning, as a video's replay does.
        if (!state.playing && state.index >= count - 1) return { index: 0, playing: true };
        return { ...state, playing: !state.playing };
    }
  };
}
