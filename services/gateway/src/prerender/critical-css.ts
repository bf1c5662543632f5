import postcss, { type AtRule, type Root } from 'postcss';

/** What a prerendered page inlines of one of its stylesheets. */
export interface InlinedStylesheet {
  /** The stylesheet's path, as the page linked it. */
  href: string;
  /** Its rules that the page uses, as written in the file. */
  css: string;
  /**
   * Every rule of it is used (the stylesheet of font faces, say): inlined, it stands for the file itself, so the
   * app will not load it again (webpack's CSS loading skips a `<style data-href>` of the same file).
   */
  whole: boolean;
}

/** Tells, for each selector, whether the page uses it (used-selectors.ts, run in the page). */
export type SelectorsInUse = (selectors: string[]) => Promise<boolean[]>;

/** Blocks whose rules apply only inside them: kept when any of their rules is kept. */
const CONDITIONAL_BLOCKS = new Set(['media', 'supports', 'layer', 'container']);

/**
 * The rules of one stylesheet that a page uses, as written in the file: style rules whose selector matches the
 * page, inside the media and support blocks that hold them whatever the screen size (so one copy serves phones and
 * desktops), with every font face, keyframes and custom property kept. Relative url()s are made absolute from the
 * stylesheet's path, as inlined they would be read against the page's.
 *
 * Why: the whole stylesheets are about 60 KB over every chunk's components, and a phone spent about half a second
 * on the page's first style and layout with them, after a round trip to fetch them. The page's own rules, inlined,
 * are a fraction of that and need no round trip. The file's text is kept rather than the browser's serialisation,
 * which loses shorthands written with var() (`padding-block: var(--x)` reads back as `padding-top: ;`).
 */
export async function criticalStylesheet(
  href: string,
  source: string,
  selectorsInUse: SelectorsInUse,
): Promise<InlinedStylesheet> {
  const root = postcss.parse(source);
  root.walkComments((comment) => void comment.remove());

  const rules: { selector: string; remove: () => void }[] = [];
  root.walkRules((rule) => {
    if (!isInsideKeyframes(rule.parent)) rules.push({ selector: rule.selector, remove: () => rule.remove() });
  });
  const inUse = await selectorsInUse(rules.map((rule) => rule.selector));
  const unused = rules.filter((_, index) => inUse[index] !== true);
  for (const rule of unused) rule.remove();
  removeEmptyBlocks(root);
  root.walkDecls((declaration) => {
    if (declaration.value.includes('url(')) declaration.value = absoluteUrls(declaration.value, href);
  });
  return { href, css: root.toString(), whole: unused.length === 0 };
}

function isInsideKeyframes(node: unknown): boolean {
  const parent = node as AtRule | Root | undefined;
  return parent?.type === 'atrule' && /keyframes$/i.test(parent.name);
}

function removeEmptyBlocks(root: Root): void {
  let removed = true;
  while (removed) {
    removed = false;
    root.walkAtRules((block) => {
      if (CONDITIONAL_BLOCKS.has(block.name.toLowerCase()) && block.nodes?.length === 0) {
        block.remove();
        removed = true;
      }
    });
  }
}

function absoluteUrls(value: string, stylesheetPath: string): string {
  return value.replace(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g, (whole, _quote: string, address: string) => {
    if (/^(?:data|blob|https?):/.test(address) || address.startsWith('/') || address.startsWith('#'))
      return whole;
    const url = new URL(address, new URL(stylesheetPath, 'http://site.invalid'));
    return `url("${url.pathname}${url.search}")`;
  });
}
