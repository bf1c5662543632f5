import { firstOpenDay } from './cut-off';

describe('the first delivery day still open for changes', () => {
  it('when it is before noon in London, then a box three days ahead is still open', () => {
    expect(firstOpenDay(new Date('2026-03-02T11:59:59Z'))).toBe('2026-03-05');
  });

  it('when it is noon or later in London, then that box has closed and the first open one is four days ahead', () => {
    expect(firstOpenDay(new Date('2026-03-02T12:00:00Z'))).toBe('2026-03-06');
  });

  it('when it is summer, then noon is 12:00 BST (11:00 UTC)', () => {
    expect(firstOpenDay(new Date('2026-06-01T10:59:00Z'))).toBe('2026-06-04');
    expect(firstOpenDay(new Date('2026-06-01T11:00:00Z'))).toBe('2026-06-05');
  });
});
