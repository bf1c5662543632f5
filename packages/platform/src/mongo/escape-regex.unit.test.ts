import { escapeRegex } from './escape-regex';

describe('escapeRegex', () => {
  it('when text holds regex characters, then the pattern matches that text literally', () => {
    const typed = 'a.b*(c)+[d]?^$|\\e{2}';
    const pattern = new RegExp(escapeRegex(typed));
    expect(pattern.test(`xx${typed}yy`)).toBe(true);
    expect(new RegExp(`^${escapeRegex('.*')}$`).test('anything')).toBe(false);
  });
});
