import { renderMealArtwork } from './meal-artwork';
import type { MealArtworkStyle, MealDishKind, MealGarnishKind } from './meal-artwork';

const DISHES: MealDishKind[] = ['bowl', 'plate', 'glass', 'mug', 'stack', 'jar', 'slice', 'board'];
const GARNISHES: MealGarnishKind[] = [
  'herbs',
  'mint',
  'seeds',
  'berries',
  'citrus',
  'lemon',
  'lime',
  'swirl',
  'chilli',
  'dust',
  'none',
];
const FULL_PALETTE = ['#c98a4b', '#f0d58c', '#4f9a3a', '#b5652f'];
const STYLE: MealArtworkStyle = { dish: 'bowl', palette: ['#d9542b', '#b83220'], garnish: 'herbs' };

/** Checks that every tag is closed in order and every attribute value is quoted: enough for our generated SVG. */
function expectWellFormed(svg: string): void {
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w-]*)((?:\s+[\w:-]+="[^"<>]*")*)\s*(\/?)>/g;
  let consumed = 0;
  for (let m = tag.exec(svg); m; m = tag.exec(svg)) {
    expect(svg.slice(consumed, m.index).trim()).toBe('');
    consumed = m.index + m[0].length;
    const [, closing, name, , selfClosing] = m;
    if (closing) expect(stack.pop()).toBe(name);
    else if (!selfClosing) stack.push(name!);
  }
  expect(consumed).toBe(svg.length);
  expect(stack).toEqual([]);
}

describe('renderMealArtwork', () => {
  it('when the same name and style are rendered twice, then the SVG is byte-identical', () => {
    expect(renderMealArtwork('Roasted Tomato and Basil Soup', STYLE)).toBe(
      renderMealArtwork('Roasted Tomato and Basil Soup', { ...STYLE, palette: [...STYLE.palette] }),
    );
  });

  it.each(DISHES)(
    'when a %s is drawn, then the output is a well-formed SVG root with a 640 by 480 viewBox',
    (dish) => {
      const svg = renderMealArtwork(`A ${dish} of something`, {
        dish,
        palette: FULL_PALETTE,
        garnish: 'herbs',
      });
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 480"')).toBe(true);
      expect(svg.endsWith('</svg>')).toBe(true);
      expectWellFormed(svg);
    },
  );

  it('when any dish and garnish are drawn, then there is no external reference, text or font', () => {
    for (const dish of DISHES) {
      for (const garnish of GARNISHES) {
        const svg = renderMealArtwork(`${dish} with ${garnish}`, { dish, palette: FULL_PALETTE, garnish });
        const body = svg.replace('xmlns="http://www.w3.org/2000/svg"', '');
        expect(body).not.toMatch(/http|href=|<text|<image|font|<script|@import/i);
      }
    }
  });

  it('when two meals have different names, then their pictures differ', () => {
    const a = renderMealArtwork('Herb-Roasted Chicken', { ...STYLE, dish: 'plate' });
    const b = renderMealArtwork('Harissa Chicken', { ...STYLE, dish: 'plate' });
    expect(a).not.toBe(b);
  });

  it('when the fullest palette is drawn with any dish and garnish, then the SVG is under 6 KB', () => {
    for (const dish of DISHES) {
      for (const garnish of GARNISHES) {
        const svg = renderMealArtwork(`The largest ${dish} with ${garnish}`, {
          dish,
          palette: FULL_PALETTE,
          garnish,
        });
        expect(Buffer.byteLength(svg, 'utf8')).toBeLessThan(6 * 1024);
      }
    }
  });

  it('when the palette holds something other than hex colours, then it is ignored and the SVG stays well-formed', () => {
    const svg = renderMealArtwork('Odd palette', {
      dish: 'jar',
      palette: ['"/><script>', 'red', '#abc'],
      garnish: 'dust',
    });
    expect(svg).not.toContain('script');
    expect(svg).toContain('#aabbcc');
    expectWellFormed(svg);
  });

  it('when the palette is empty, then a default palette is used', () => {
    const svg = renderMealArtwork('No colours', { dish: 'glass', palette: [], garnish: 'none' });
    expectWellFormed(svg);
    expect(svg).toContain('<path');
  });
});
