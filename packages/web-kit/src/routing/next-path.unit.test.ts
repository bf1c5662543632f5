import { loginPath, safeNextPath } from './next-path';

describe('the sign-in path that remembers where the visitor was going', () => {
  it('when a path is given, then it becomes ?next= with its slashes readable', () => {
    expect(loginPath('/join-now/meals/')).toBe('/login?next=/join-now/meals/');
    expect(loginPath('/cart/abc?step=2&x=1')).toBe('/login?next=/cart/abc%3Fstep%3D2%26x%3D1');
  });

  it('when there is nowhere particular to go, then it is plain /login', () => {
    expect(loginPath()).toBe('/login');
    expect(loginPath('/')).toBe('/login');
  });

  it('when another sign-in page is named, then it remembers the page the same way', () => {
    expect(loginPath('/manage-users?page=2', '/manage')).toBe('/manage?next=/manage-users%3Fpage%3D2');
    expect(loginPath(undefined, '/manage')).toBe('/manage');
  });

  it('when read back through URLSearchParams, then the original path comes out', () => {
    const next = '/cart/abc?step=2&x=1#pay';
    expect(new URL(loginPath(next), 'https://x.test').searchParams.get('next')).toBe(next);
  });
});

describe('where to go after signing in (?next=)', () => {
  it.each([
    ['/join-now/meals/', '/join-now/meals/'],
    ['/cart/123?step=pay#total', '/cart/123?step=pay#total'],
    ['/meals', '/meals'],
  ])('when next is the site path %s, then it is used', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  it.each([
    ['nothing', null],
    ['an empty string', ''],
    ['another site', 'https://evil.example/'],
    ['a protocol-relative URL', '//evil.example/path'],
    ['a backslash trick', '/\\evil.example'],
    ['a script URL', 'javascript:alert(1)'],
    ['a relative path', 'meals'],
    ['a control character', '/meals\n//evil.example'],
    ['the sign-in page itself', '/login?next=/x'],
    ['the sign-in page with a slash', '/login/'],
  ])('when next is %s, then the fallback is used', (_label, next) => {
    expect(safeNextPath(next)).toBe('/');
    expect(safeNextPath(next, '/meals')).toBe('/meals');
  });
});
