import type { InlinedStylesheet } from './critical-css';

/** What the prerenderer keeps of one page as the site rendered it: enough to show it again before any script. */
export interface PageCapture {
  /** The page's content: the inner HTML of #root once nothing on it is waiting for data. */
  rootHtml: string;
  title: string;
  description: string | undefined;
  /** Stylesheets the page had applied, in order (the shell's and the remote's chunks). */
  stylesheets: string[];
  /** The rules of each of those stylesheets that the page's HTML uses (critical-css.ts), to inline in its head. */
  inlineStylesheets: InlinedStylesheet[];
  /** Scripts the page ran, in the order they were requested (to preload them all at once). */
  scripts: string[];
  /** The picture that was the page's largest paint, if it was a picture. */
  heroImage: string | undefined;
  /** The public API's answers the page was made from, by path and query (prerendered-answers.ts). */
  apiAnswers: Record<string, string>;
}
