/// <reference lib="dom" />

/**
 * Runs in the captured page: for each selector, whether it matches an element of the page, read without the states
 * a visitor can bring about before the app starts (hover, focus, a checked box) and without the parts it draws
 * (::before), so a rule for any of those stays with its element. A selector the browser cannot test once stripped
 * counts as used: nothing is lost by a rule too clever for this.
 *
 * Self-contained, as Playwright sends its source to the browser.
 */
export function readUsedSelectors(selectors: string[]): boolean[] {
  const STATE_OR_PART =
    /::?(?:before|after|placeholder|marker|selection|first-line|first-letter|backdrop|file-selector-button|-webkit-[a-z-]+|-moz-[a-z-]+)|:(?:hover|focus-visible|focus-within|focus|active|visited|link|checked|disabled|enabled|invalid|valid|placeholder-shown|target|indeterminate|user-invalid|user-valid)(?![a-z-])/g;
  return selectors.map((selector) => {
    // Without its :not() parts a selector matches more, never less, so a rule is never dropped for a state it
    // excludes (`:not(:disabled)`); then without states and parts, with `*` where one stood alone (`a > :hover`).
    const stripped = selector
      .replace(/:not\((?:[^()]|\([^()]*\))*\)/g, '')
      .replace(STATE_OR_PART, '')
      .replace(/([>+~,(]\s*)(?=[,)]|$)/g, '$1*');
    if (stripped.trim() === '') return true;
    try {
      return document.querySelector(stripped) !== null;
    } catch {
      return true;
    }
  });
}
