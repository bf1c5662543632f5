import { criticalStylesheet, type SelectorsInUse } from './critical-css';

/** A page on which exactly these selectors match. */
const pageUsing =
  (...used: string[]): SelectorsInUse =>
  async (selectors) =>
    selectors.map((selector) => used.includes(selector));

const STYLESHEET = [
  '/* the card */',
  '@font-face{font-family:"Brand";src:url(fonts/brand.woff2) format("woff2")}',
  '.card{padding-block:var(--space-3);background:url("img/dot.svg")}',
  '.unused{color:red}',
  '@media (min-width:48em){.card{padding:var(--a) var(--b)}.unused{margin:0}}',
  '@media print{.unused{display:none}}',
  '@keyframes spin{from{transform:rotate(0)}to{transform:rotate(1turn)}}',
].join('');

describe('criticalStylesheet', () => {
  it('when a page uses some of a stylesheet, then it keeps those rules as written, with font faces and keyframes', async () => {
    const inlined = await criticalStylesheet('/mfe/storefront/1.css', STYLESHEET, pageUsing('.card'));
    expect(inlined).toEqual({
      href: '/mfe/storefront/1.css',
      css:
        '@font-face{font-family:"Brand";src:url("/mfe/storefront/fonts/brand.woff2") format("woff2")}' +
        '.card{padding-block:var(--space-3);background:url("/mfe/storefront/img/dot.svg")}' +
        '@media (min-width:48em){.card{padding:var(--a) var(--b)}}' +
        '@keyframes spin{from{transform:rotate(0)}to{transform:rotate(1turn)}}',
      whole: false,
    });
  });

  it('when a page uses every rule of a stylesheet, then it is inlined whole', async () => {
    const fonts = '@font-face{font-family:"Brand";src:url(/assets/brand.woff2)}';
    await expect(criticalStylesheet('/fonts.css', fonts, pageUsing())).resolves.toEqual({
      href: '/fonts.css',
      css: fonts,
      whole: true,
    });
  });

  it('when a page uses none of a stylesheet, then nothing of it but its font faces and keyframes is kept', async () => {
    const inlined = await criticalStylesheet(
      '/1.css',
      '.a{color:red}@media print{.b{color:blue}}',
      pageUsing(),
    );
    expect(inlined.css).toBe('');
  });
});
