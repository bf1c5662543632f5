import { tableCaption } from './paging';

const pagination = (page: number, total_pages: number) => ({ total: 45, page, page_size: 10, total_pages });

describe('the caption of an admin list’s table', () => {
  it('when on a page, then the list’s name and the page, as the tables are found by', () => {
    expect(tableCaption('Meals', pagination(1, 6))).toBe('Meals, page 1 of 6');
    expect(tableCaption('Users', pagination(1, 1))).toBe('Users, page 1 of 1');
    expect(tableCaption('Orders', pagination(3, 5))).toBe('Orders, page 3 of 5');
  });
});
