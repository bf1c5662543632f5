/** Where visitors sign in (spec section 2). */
export const LOGIN_PATH = '/login';

const PLACEHOLDER_ORIGIN = 'https://mealbox.invalid';

/**
 * The sign-in page, remembering where the visitor was going: loginPath('/join-now/meals/') is
 * '/login?next=/join-now/meals/' (slashes are left readable; everything else that needs it is encoded).
 * `signInPage` is another sign-in page with the same `next` convention (the staff one, '/manage').
 */
export function loginPath(next?: string, signInPage: string = LOGIN_PATH): string {
  if (!next || next === '/') return signInPage;
  return `${signInPage}?next=${encodeURIComponent(next).replace(/%2F/gi, '/')}`;
}

/**
 * The `next` to go to after signing in, when it is a path on this site; otherwise `fallback`. A sign-in link is
 * easy to forge, so '//evil.example', '/\evil.example', 'https://evil.example' and 'javascript:' never leave it.
 */
export function safeNextPath(next: string | null | undefined, fallback = '/'): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(next)) return fallback;
  let url: URL;
  try {
    url = new URL(next, PLACEHOLDER_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return fallback;
  // Back to the sign-in page would be a loop.
  if (url.pathname.replace(/\/+$/, '') === LOGIN_PATH) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
