/** `index` moved into 0..count-1, wrapping at both ends (next after the last is the first). */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/**
 * The items a carousel shows from `start`: `perView` of them (never more than there are), wrapping past the end,
 * each with its position in the whole list.
 */
export function visibleSlides<T>(
  items: readonly T[],
  start: number,
  perView: number,
): Array<{ item: T; index: number }> {
  const shown = Math.max(0, Math.min(perView, items.length));
  return Array.from({ length: shown }, (_, offset) => {
    const index = wrapIndex(start + offset, items.length);
    return { item: items[index] as T, index };
  });
}
