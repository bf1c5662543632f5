import { pageLabel } from '../components/paging';
import {
  isFiltered,
  rangeLabel,
  readUsersQuery,
  usersApiQuery,
  writeUsersQuery,
  type UsersQuery,
} from './users-query';

const params = (search: string) => new URLSearchParams(search);
const pagination = (total: number, page: number, total_pages = Math.max(1, Math.ceil(total / 10))) => ({
  total,
  page,
  page_size: 10,
  total_pages,
});

describe('the users list query in the URL', () => {
  it('when the URL has a status, a search and a page, then they are read', () => {
    expect(readUsersQuery(params('?status=inactive&search=%20ada%20&page=3'))).toEqual({
      status: 'inactive',
      search: 'ada',
      page: 3,
    });
  });

  it('when the values are missing or odd, then the defaults', () => {
    expect(readUsersQuery(params(''))).toEqual({ status: 'all', search: '', page: 1 });
    expect(readUsersQuery(params('?status=banned&page=-2'))).toEqual({ status: 'all', search: '', page: 1 });
    expect(readUsersQuery(params('?page=1.5')).page).toBe(1);
    expect(readUsersQuery(params(`?search=${'x'.repeat(150)}`)).search).toHaveLength(100);
  });

  it('when written back, then defaults are left out and the rest round-trips', () => {
    const query: UsersQuery = { status: 'active', search: 'ada lovelace', page: 2 };
    expect(writeUsersQuery(query).toString()).toBe('status=active&search=ada+lovelace&page=2');
    expect(readUsersQuery(writeUsersQuery(query))).toEqual(query);
    expect(writeUsersQuery({ status: 'all', search: '', page: 1 }).toString()).toBe('');
  });
});

describe('what GET /api/admin/users/ is sent', () => {
  it('when showing all users, then no status and no empty search, 10 a page (spec section 9)', () => {
    expect(usersApiQuery({ status: 'all', search: '', page: 1 })).toEqual({
      status: undefined,
      search: undefined,
      page: 1,
      page_size: 10,
    });
  });

  it('when filtered, then the status and search go along', () => {
    expect(usersApiQuery({ status: 'inactive', search: 'ada', page: 4 })).toEqual({
      status: 'inactive',
      search: 'ada',
      page: 4,
      page_size: 10,
    });
    expect(isFiltered({ status: 'inactive', search: '', page: 1 })).toBe(true);
    expect(isFiltered({ status: 'all', search: '', page: 3 })).toBe(false);
  });
});

describe('paging labels', () => {
  it('when on a page, then Page X of Y', () => {
    expect(pageLabel(pagination(45, 2))).toBe('Page 2 of 5');
    expect(pageLabel(pagination(0, 1))).toBe('Page 1 of 1');
  });

  it('when the list spans pages, then which rows show; when it fits, then just the count', () => {
    expect(rangeLabel(pagination(45, 2), 10)).toBe('Showing 11–20 of 45 users');
    expect(rangeLabel(pagination(45, 5), 5)).toBe('Showing 41–45 of 45 users');
    expect(rangeLabel(pagination(7, 1), 7)).toBe('7 users');
    expect(rangeLabel(pagination(1, 1), 1)).toBe('1 user');
    expect(rangeLabel(pagination(0, 1), 0)).toBe('');
  });
});
