import { SITE_PAGES } from '@mealbox/contracts/site-routes';
import { URL_TABLE, entryPath } from './url-table';

const served = Object.values(URL_TABLE)
  .flat()
  .map((entry) => entryPath(entry));

describe('URL table', () => {
  it('when a page is in the site’s page list, then exactly one remote serves it (else the gateway would answer 200 for a page the shell calls not found)', () => {
    for (const path of Object.values(SITE_PAGES))
      expect(served.filter((each) => each === path)).toEqual([path]);
  });

  it('when a remote serves a path, then the site’s page list has it (else the gateway would answer it 404)', () => {
    expect([...served].sort()).toEqual(Object.values(SITE_PAGES).sort());
  });
});
