/**
 * The one script a prerendered page names in place of the shell's entry: it starts the shell's entry (already
 * preloaded, named by `data-main`) only once the browser has painted the page. A deferred entry script that has
 * arrived by the time the HTML is parsed runs before the first paint, and the shell's start-up (the federation
 * runtime, React) then holds the visitor's first sight of a page they could already read. On a slow link the entry
 * arrives after the first paint anyway; the fallback timer covers a page opened in a background tab, which paints no
 * frames.
 */
export const AFTER_PAINT_SCRIPT_PATH = '/_prerender/after-paint.js';

export const AFTER_PAINT_SCRIPT = `(function () {
  var me = document.currentScript;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var entry = document.createElement('script');
    entry.src = me.getAttribute('data-main');
    document.head.appendChild(entry);
  }
  requestAnimationFrame(function () { setTimeout(start, 0); });
  setTimeout(start, 1000);
})();
`;
