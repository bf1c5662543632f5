import { REDIRECTS } from './redirects';
import { URL_TABLE, entryPath } from './url-table';

const served = new Set(
  Object.values(URL_TABLE)
    .flat()
    .map((entry) => entryPath(entry)),
);
const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);

describe('redirects', () => {
  it('when an old or alternative address is opened, then it leads to a page the URL table serves', () => {
    for (const to of Object.values(REDIRECTS)) expect(served).toContain(withoutTrailingSlash(to));
  });

  it('when the spec’s other spellings are used, then /how-it-work and /about reach their real pages', () => {
    expect(REDIRECTS['/how-it-work']).toBe('/how-it-works');
    expect(REDIRECTS['/about']).toBe('/about-us');
  });

  it('when a path is served, then it is not also redirected (the redirect would hide the page)', () => {
    for (const from of Object.keys(REDIRECTS)) expect(served).not.toContain(from);
  });
});
