import { snapshotDocument } from './snapshot-document';
import type { PageCapture } from './page-capture';

const SHELL_INDEX =
  '<!doctype html><html lang=en-GB><head><meta charset=utf-8><meta name=description content="Shell words">' +
  '<title>Mealbox</title><script defer src=/main.js?abc></script></head><body><div id=root></div></body></html>';

const capture = (overrides: Partial<PageCapture> = {}): PageCapture => ({
  rootHtml: '<main><h1>Our menu</h1><p>From £5.99 — save $&amp; more</p></main>',
  title: 'Our menu | Mealbox',
  description: 'This week’s dishes',
  stylesheets: ['/191.abc.css', '/mfe/storefront/450.def.css'],
  scripts: ['/262.aaa.js', '/mfe/storefront/remoteEntry.js'],
  heroImage: '/api/meals/1/image?v=9',
  ...overrides,
});

describe('snapshotDocument', () => {
  it('when a page is captured, then its content sits in #root, marked prerendered, inside the shell page', () => {
    const html = snapshotDocument(SHELL_INDEX, capture());
    expect(html).toContain(
      '<div id="root" data-prerendered><main><h1>Our menu</h1><p>From £5.99 — save $&amp; more</p></main></div>',
    );
    // The shell's scripts are preloaded and its entry started once the page has painted.
    expect(html).toContain(
      '<script defer src="/_prerender/after-paint.js" data-main="/main.js?abc" data-preload="/262.aaa.js"></script>',
    );
    expect(html).toContain('<title>Our menu | Mealbox</title>');
    expect(html).toContain('<meta name="description" content="This week’s dishes">');
  });

  it('when a page is captured, then the head fetches only what the first paint needs: the hero picture, then the stylesheets', () => {
    const head = snapshotDocument(SHELL_INDEX, capture()).split('</head>')[0] ?? '';
    const order = [
      '<link rel="preload" as="image" href="/api/meals/1/image?v=9" fetchpriority="high">',
      '<link rel="stylesheet" href="/191.abc.css">',
      '<link rel="stylesheet" href="/mfe/storefront/450.def.css">',
    ].map((tag) => head.indexOf(tag));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    // Scripts and fonts would take the bandwidth the stylesheets need; a remote's scripts are left to the
    // federation runtime, which retries them after an outage.
    expect(head).not.toMatch(/rel="preload" as="(script|font)"/);
    expect(head).not.toContain('/mfe/storefront/remoteEntry.js');
  });

  it('when the title holds markup characters, then they are escaped', () => {
    expect(snapshotDocument(SHELL_INDEX, capture({ title: 'Fish & <chips>' }))).toContain(
      '<title>Fish &amp; &lt;chips&gt;</title>',
    );
  });

  it('when the shell page has no empty #root, then no snapshot is made', () => {
    expect(() =>
      snapshotDocument(
        '<html><head><script defer src=/main.js></script></head><body></body></html>',
        capture(),
      ),
    ).toThrow(/#root/);
    expect(() =>
      snapshotDocument('<html><head></head><body><div id=root></div></body></html>', capture()),
    ).toThrow(/entry script/);
  });
});
