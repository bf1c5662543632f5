import { isSitePath, parseInline, plainText } from './inline-text';

describe('page copy markup', () => {
  it('when a line has no markup, then it is one piece of text', () => {
    expect(parseInline('Delivery is free.')).toEqual([{ kind: 'text', text: 'Delivery is free.' }]);
  });

  it('when a line has links and bold words, then they are split out in order', () => {
    expect(parseInline('**Payments:** see [our policy](/privacy) or [e-mail us](mailto:a@b.co).')).toEqual([
      { kind: 'strong', text: 'Payments:' },
      { kind: 'text', text: ' see ' },
      { kind: 'link', text: 'our policy', href: '/privacy' },
      { kind: 'text', text: ' or ' },
      { kind: 'link', text: 'e-mail us', href: 'mailto:a@b.co' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('when brackets are not a link, then they stay as text', () => {
    expect(parseInline('Sizes [S, L] and (LEAN)')).toEqual([
      { kind: 'text', text: 'Sizes [S, L] and (LEAN)' },
    ]);
  });

  it('when read as plain text, then the markup is gone and the words stay', () => {
    expect(plainText('**Note:** read [the FAQ](/faq).')).toBe('Note: read the FAQ.');
  });

  it('when a link starts with one slash, then it is a page of the site; other addresses are not', () => {
    expect(isSitePath('/faq#delivery-days')).toBe(true);
    expect(isSitePath('//evil.example')).toBe(false);
    expect(isSitePath('https://ico.org.uk/')).toBe(false);
    expect(isSitePath('mailto:support@mealbox.co.uk')).toBe(false);
  });
});
