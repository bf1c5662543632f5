import { listInWords } from './list-in-words';

describe('listInWords', () => {
  it('when a list has none, one, two or more words, then it reads as a sentence would say it', () => {
    expect(listInWords([])).toBe('');
    expect(listInWords(['milk'])).toBe('milk');
    expect(listInWords(['milk', 'eggs'])).toBe('milk and eggs');
    expect(listInWords(['milk', 'eggs', 'soya'], 'or')).toBe('milk, eggs or soya');
  });
});
