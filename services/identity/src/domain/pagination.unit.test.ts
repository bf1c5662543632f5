import { pageWindow, paginationOf, penceToDecimal } from './pagination';

describe('pagination maths', () => {
  it('when page 1 of size 10 is asked for, then it skips nothing and takes 10', () => {
    expect(pageWindow(1, 10)).toEqual({ skip: 0, limit: 10 });
    expect(pageWindow(3, 25)).toEqual({ skip: 50, limit: 25 });
  });

  it('when the total is not a multiple of the page size, then the last partial page counts', () => {
    expect(paginationOf(21, 1, 10)).toEqual({ total: 21, page: 1, page_size: 10, total_pages: 3 });
    expect(paginationOf(20, 2, 10).total_pages).toBe(2);
    expect(paginationOf(1, 1, 100).total_pages).toBe(1);
  });

  it('when there is nothing, then there is still one (empty) page', () => {
    expect(paginationOf(0, 1, 10)).toEqual({ total: 0, page: 1, page_size: 10, total_pages: 1 });
  });
});

describe('pence to the API decimal', () => {
  it('when pence are given, then pounds with exactly two decimals come back', () => {
    expect(penceToDecimal(5999)).toBe('59.99');
    expect(penceToDecimal(8999)).toBe('89.99');
    expect(penceToDecimal(5)).toBe('0.05');
    expect(penceToDecimal(0)).toBe('0.00');
    expect(penceToDecimal(100000)).toBe('1000.00');
  });
});
