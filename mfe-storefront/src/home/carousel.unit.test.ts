import { visibleSlides, wrapIndex } from './carousel';
import { TESTIMONIALS } from './testimonials';

describe('wrapIndex', () => {
  it('when moving next from the last item, then wraps to the first', () => {
    expect(wrapIndex(5, 5)).toBe(0);
  });

  it('when moving previous from the first item, then wraps to the last', () => {
    expect(wrapIndex(-1, 5)).toBe(4);
  });

  it('when the index is inside the list, then it stays', () => {
    expect(wrapIndex(3, 5)).toBe(3);
  });

  it('when the list is empty, then gives 0 instead of NaN', () => {
    expect(wrapIndex(3, 0)).toBe(0);
  });
});

describe('visibleSlides', () => {
  const items = ['a', 'b', 'c'];

  it('when two show at a time, then shows the start and the one after it', () => {
    expect(visibleSlides(items, 0, 2)).toEqual([
      { item: 'a', index: 0 },
      { item: 'b', index: 1 },
    ]);
  });

  it('when the window runs past the end, then wraps round to the start', () => {
    expect(visibleSlides(items, 2, 2).map((s) => s.item)).toEqual(['c', 'a']);
  });

  it('when fewer items exist than fit, then shows each once', () => {
    expect(visibleSlides(['a'], 0, 2).map((s) => s.item)).toEqual(['a']);
    expect(visibleSlides([], 0, 2)).toEqual([]);
  });
});

describe('TESTIMONIALS', () => {
  it('when the homepage shows testimonials, then there are several, each with a unique id and no price', () => {
    expect(TESTIMONIALS.length).toBeGreaterThanOrEqual(4);
    expect(new Set(TESTIMONIALS.map((t) => t.id)).size).toBe(TESTIMONIALS.length);
    for (const t of TESTIMONIALS) expect(t.quote).not.toMatch(/£|\d+\.\d{2}/);
  });
});
