import { useEffect, useReducer } from 'react';
import { slideshowReducer, startOf, type SlideshowAction, type SlideshowState } from './slideshow';

/** How long each step shows while it plays: long enough to read its caption aloud at an easy pace. */
export const SLIDE_MS = 7000;

const prefersLessMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The slideshow with its clock: while playing, each step gets SLIDE_MS from when it appeared. A step chosen by
 * hand, or play after a pause, gets its whole time again (simpler than keeping what was left, and the captions
 * are short).
 */
export function useSlideshow(count: number): [SlideshowState, (action: SlideshowAction) => void] {
  const [state, dispatch] = useReducer(slideshowReducer(count), undefined, () =>
    startOf(prefersLessMotion()),
  );
  useEffect(() => {
    if (!state.playing) return;
    const timer = window.setTimeout(() => dispatch({ type: 'elapsed' }), SLIDE_MS);
    return () => window.clearTimeout(timer);
  }, [state.index, state.playing]);
  return [state, dispatch];
}
