import { pageQueryFields, pageWindow, paginationOf } from './pagination';

describe('pagination', () => {
  it('when a page is asked for, then it skips the pages before it', () => {
    expect(pageWindow(1, 10)).toEqual({ skip: 0, limit: 10 });
    expect(pageWindow(3, 25)).toEqual({ skip: 50, limit: 25 });
  });

  it('when the total is known, then the pagination object counts whole pages, at least one', () => {
    expect(paginationOf(21, 1, 10)).toEqual({ total: 21, page: 1, page_size: 10, total_pages: 3 });
    expect(paginationOf(20, 2, 10).total_pages).toBe(2);
    expect(paginationOf(0, 1, 10)).toEqual({ total: 0, page: 1, page_size: 10, total_pages: 1 });
  });

  it('when page parameters come from a query string, then they are whole numbers within bounds', () => {
    expect(pageQueryFields.page.parse('2')).toBe(2);
    expect(pageQueryFields.page_size.safeParse('101').success).toBe(false);
    expect(pageQueryFields.page.safeParse('0').success).toBe(false);
    expect(pageQueryFields.page.safeParse('two').error?.issues[0]?.message).toBe(
      'A valid integer is required.',
    );
  });
});
