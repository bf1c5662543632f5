import { snapshotDocument } from './snapshot-document';
import type { PageCapture } from './page-capture';

const SHELL_INDEX =
  '<!doctype html><html lang=en-GB><head><meta charset=utf-8><meta name=description content="Shell words">' +
  '<title>Mealbox</title><script defer src=/main.js?abc></script></head><body><div id=root></div></body></html>';

const capture = (overrides: Partial<PageCapture> = {}): PageCapture => ({
  rootHtml: '<main><h1>Our menu</h1><p>From £5.99 — save $&amp; more</p></main>',
  title: 'Our menu | Mealbox',
  description: 'This week’s dishes',
  stylesheets: ['/fonts.f0f0.css', '/191.abc.css', '/mfe/storefront/450.def.css'],
  inlineStylesheets: [
    { href: '/fonts.f0f0.css', css: '@font-face{font-family:"A"}', whole: true },
    { href: '/191.abc.css', css: 'h1{color:green}', whole: false },
    { href: '/mfe/storefront/450.def.css', css: 'p{margin:0}', whole: false },
  ],
  scripts: ['/262.aaa.js', '/mfe/storefront/remoteEntry.js'],
  heroImage: '/api/meals/1/image?v=9',
  apiAnswers: {},
  ...overrides,
});

describe('snapshotDocument', () => {
  it('when a page is captured, then its content sits in #root, marked prerendered, inside the shell page', () => {
    const html = snapshotDocument(SHELL_INDEX, capture());
    expect(html).toContain(
      '<div id="root" data-prerendered><main><h1>Our menu</h1><p>From £5.99 — save $&amp; more</p></main></div>',
    );
    // Every stylesheet not inlined whole and every script is prefetched once the page has painted; the shell's
    // scripts are preloaded and its entry run once the page has painted and the browser is idle.
    expect(html).toContain(
      '<script defer src="/_prerender/app-starter.js" data-main="/main.js?abc" data-preload="/262.aaa.js" ' +
        'data-prefetch="/191.abc.css /mfe/storefront/450.def.css /262.aaa.js /mfe/storefront/remoteEntry.js /main.js?abc">' +
        '</script>',
    );
    expect(html).toContain('<title>Our menu | Mealbox</title>');
    expect(html).toContain('<meta name="description" content="This week’s dishes">');
  });

  it('when the page was made from API answers, then its starter names the file that holds them', () => {
    const html = snapshotDocument(SHELL_INDEX, capture(), '/_prerender/answers/abc.json');
    expect(html).toMatch(
      /<script defer src="\/_prerender\/app-starter\.js"[^>]* data-answers="\/_prerender\/answers\/abc\.json"><\/script>/,
    );
  });

  it('when a page is captured, then the head fetches only what the first paint needs: the hero picture, with the page’s CSS inline', () => {
    const head = snapshotDocument(SHELL_INDEX, capture()).split('</head>')[0] ?? '';
    expect(head).toContain(
      '<link rel="preload" as="image" href="/api/meals/1/image?v=9" fetchpriority="high">' +
        // Used whole, a stylesheet stands for its file, so the app does not declare its font faces again.
        '<style data-href="/fonts.f0f0.css">@font-face{font-family:"A"}</style>' +
        '<style>h1{color:green}</style><style>p{margin:0}</style>',
    );
    // Stylesheets, scripts and fonts would take the phone's bandwidth and hold the paint: the head fetches none.
    expect(head).not.toMatch(
      /<link rel="(stylesheet|preload|prefetch|modulepreload)" (as="(script|font)"|href)/,
    );
    expect(head).not.toMatch(/<script[^>]* src="\/(main|262|mfe)/);
  });

  it('when the page’s CSS holds a closing style tag, then it cannot end the inline style early', () => {
    const html = snapshotDocument(
      SHELL_INDEX,
      capture({
        inlineStylesheets: [{ href: '/1.css', css: 'p::after{content:"</style><b>"}', whole: false }],
      }),
    );
    expect(html).toContain('<style>p::after{content:"<\\/style><b>"}</style>');
  });

  it('when the capture read none of the page’s CSS, then the stylesheets are linked instead', () => {
    const head = snapshotDocument(SHELL_INDEX, capture({ inlineStylesheets: [] })).split('</head>')[0] ?? '';
    expect(head).toContain(
      '<link rel="stylesheet" href="/191.abc.css"><link rel="stylesheet" href="/mfe/storefront/450.def.css">',
    );
    expect(head).not.toContain('<style');
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
