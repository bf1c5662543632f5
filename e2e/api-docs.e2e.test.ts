import { useSiteInBrowser } from './support/site-in-browser';
import { DESKTOP, openPage, screenshot, takeCspViolations } from './support/browser';

const site = useSiteInBrowser();

interface MergedDocument {
  'x-tagGroups': { name: string; tags: string[] }[];
}

describe('the API reference page', () => {
  it('when /api/docs/ is opened, then its menu shows every service’s group and every tag, under the page’s policy', async () => {
    const schema = await fetch(new URL('/api/schema/', site.stack.baseUrl));
    expect(schema.status).toBe(200);
    const groups = ((await schema.json()) as MergedDocument)['x-tagGroups'];
    expect(groups.map((group) => group.name)).toEqual([
      'identity',
      'catalogue',
      'ordering',
      'payment',
      'notifications',
    ]);

    const { page, context, pageErrors } = await openPage(site.browser, DESKTOP);
    await page.goto(`${site.stack.baseUrl}/api/docs/`);
    const menu = page.locator('.menu-content');
    // Redoc draws the menu once it has fetched and read the document.
    await menu.locator('[role="menuitem"]').first().waitFor();
    for (const group of groups) {
      await expect(menu.getByText(group.name, { exact: true }).count()).resolves.toBe(1);
      for (const tag of group.tags) {
        await expect(menu.getByRole('menuitem', { name: tag, exact: true }).count()).resolves.toBe(1);
      }
    }
    // An operation is drawn in full: its summary and the JWT scheme it needs.
    await menu.getByRole('menuitem', { name: 'Orders', exact: true }).click();
    await page.getByRole('heading', { name: 'Place an order' }).first().waitFor();
    await screenshot(page, 'api-docs');
    expect(pageErrors).toEqual([]);
    // Redoc's menu links to its makers with their logo from their CDN; the page's policy refuses it (nothing leaves
    // the site) and Redoc drops the picture. That refusal, and no other, is expected.
    expect(takeCspViolations().map((violation) => violation.split(' at ')[0])).toEqual([
      'img-src refused https://cdn.redoc.ly/redoc/logo-mini.svg',
    ]);
    await context.close();
  });
});
