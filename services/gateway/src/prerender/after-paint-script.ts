/**
 * The one script a prerendered page names in place of the shell's entry: only once the browser has painted the
 * page, it preloads the shell's scripts (named by `data-preload`, space-separated) and starts the shell's entry
 * (named by `data-main`). Fetched before the paint, the scripts took the phone's bandwidth from the stylesheets; and
 * a deferred entry script that has arrived by the time the HTML is parsed runs before the first paint, so the
 * shell's start-up (the federation runtime, React) held the visitor's first sight of a page they could already
 * read. The fallback timer covers a page opened in a background tab, which paints no frames.
 */
export const AFTER_PAINT_SCRIPT_PATH = '/_prerender/after-paint.js';

export const AFTER_PAINT_SCRIPT = `(function () {
  var me = document.currentScript;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    (me.getAttribute('data-preload') || '').split(' ').forEach(function (href) {
      if (!href) return;
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = href;
      document.head.appendChild(link);
    });
    var entry = document.createElement('script');
    entry.src = me.getAttribute('data-main');
    document.head.appendChild(entry);
  }
  requestAnimationFrame(function () { setTimeout(start, 0); });
  setTimeout(start, 1000);
})();
`;
