import {
  COPY_FILTER_ATTRIBUTES,
  EARLY_INTERACTIONS_GLOBAL,
  PRERENDERED_ANSWERS_GLOBAL,
  VISITOR_STATE_STORAGE_KEYS,
} from '@mealbox/contracts/prerender';

/**
 * The one script a prerendered page names in place of the shell's entry. The page is already complete and its
 * links are ordinary links, so the first paint needs none of the app. So:
 *
 * - the app starts once the page has painted and its pictures on show have arrived, when the browser is idle (or
 *   at the visitor's first touch, key, wheel or mouse movement, if that comes first; a tap on a link just follows
 *   it), so that it is ready before most visitors act instead of starting on their first tap; at once, after the
 *   first paint, when the visitor has something of their own stored (a session, a plan in progress) that the copy,
 *   made for a first-time visitor, does not show. It does not wait for the load event: what holds that back is the
 *   web fonts, which (`font-display: optional`) this page will not use once it has painted without them, so
 *   the app's files share the link with them rather than waiting behind them;
 * - starting preloads the shell's scripts (`data-preload`), fetches the API answers the copy was made from
 *   (`data-answers`, for web-kit's API client: prerendered-answers.ts) and runs the shell's entry (`data-main`);
 *   the remotes' scripts (`data-prefetch`) are fetched at the lowest priority beside them;
 * - the app's page never replaces the copy in the middle of a press (pointer down, not yet up and clicked): the
 *   shell waits for it (`afterPress`), since a click whose press began on the copy would land on neither page;
 * - until the app's page replaces the copy, taps on buttons and choices and keyboard focus are held here, and the
 *   shell does them again on its page (`window.__mealboxEarlyInteractions.replayOn`, see the shell's mount-app.ts);
 *   what is typed into a form's fields (the contact and sign-in pages) is put into the app's same fields first, so
 *   a tap on Send, or Enter, held meanwhile, sends what the visitor typed. A form of the copy never submits itself:
 *   it has no code behind it, and the browser would put its fields, a password among them, in the address;
 * - a filter the page marks for it (COPY_FILTER_ATTRIBUTES: the menu's categories) the copy applies itself, at
 *   once: it keeps only the chosen items, presses the chip and writes the choice into the address, where the app
 *   reads it (told by a popstate event if it has already started), so the app's page is the filtered one and takes
 *   over without a shift. Nothing is held for the app then. A choice that would leave nothing on show is held as
 *   any other tap (the app explains it).
 *
 * Trade-off: the app's start (about 0.7 s of main-thread work on a phone, split by React's transition) now falls
 * in the seconds after the first paint whether or not the visitor acts, in return for a first tap that answers at once
 * instead of after that start (bench:first-interaction). A remote's scripts are only prefetched: a failed
 * prefetch is not cached, whereas a failed preload would stand in for the files after the remote came back.
 */
export const APP_STARTER_SCRIPT_PATH = '/_prerender/app-starter.js';

export const APP_STARTER_SCRIPT = `(function () {
  var me = document.currentScript;
  var root = document.getElementById('root');
  var started = false;
  var firstUse = ['pointerdown', 'touchstart', 'keydown', 'wheel', 'pointermove'];

  function start() {
    if (started) return;
    started = true;
    firstUse.forEach(function (type) { window.removeEventListener(type, onFirstUse, true); });
    addLinks('preload', words(me.getAttribute('data-preload')));
    var answers = me.getAttribute('data-answers');
    if (answers && window.fetch) {
      window[${JSON.stringify(PRERENDERED_ANSWERS_GLOBAL)}] = fetch(answers, { credentials: 'same-origin' })
        .then(function (response) { return response.ok ? response.json() : {}; })
        .catch(function () { return {}; });
    }
    var entry = document.createElement('script');
    entry.src = me.getAttribute('data-main');
    document.head.appendChild(entry);
  }

  function onFirstUse(event) {
    // A pointer that merely passes over a phone's screen is a touch, counted by touchstart.
    if (event.type === 'pointermove' && event.pointerType !== 'mouse') return;
    var target = event.target;
    var onLink = target instanceof Element && target.closest('a[href]');
    if (onLink && (event.type === 'pointerdown' || event.type === 'touchstart')) return;
    start();
  }

  function hasOwnThings() {
    try {
      return ${JSON.stringify(VISITOR_STATE_STORAGE_KEYS)}.some(function (key) {
        return window.localStorage.getItem(key) !== null;
      });
    } catch (error) {
      return false;
    }
  }

  function prefetch() {
    if (started) return;
    addLinks('prefetch', words(me.getAttribute('data-prefetch')));
  }

  // All in one insertion: one at a time, each made the browser look at the document again (0.3 s on a phone).
  function addLinks(rel, hrefs) {
    var links = document.createDocumentFragment();
    hrefs.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = rel;
      if (rel === 'preload') link.as = 'script';
      link.href = href;
      links.appendChild(link);
    });
    document.head.appendChild(links);
  }

  function words(value) {
    return (value || '').split(' ').filter(Boolean);
  }

  // Taps and focus before the app's page is in place, kept as each element's place under #root (the app's page
  // is identical, so the same place holds the same element there).
  var clicks = [];
  var focused = null;
  function pathOf(element) {
    var path = [];
    for (var node = element; node && node !== root; node = node.parentElement) {
      path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
    }
    return path;
  }
  function elementAt(live, path) {
    var node = live;
    for (var i = 0; i < path.length && node; i++) node = node.children[path[i]];
    return node instanceof HTMLElement ? node : null;
  }
  // What a held element is to the visitor: the app's page can differ from the copy (a signed-in visitor's header
  // has more buttons), so a tap is done again only on an element that is the same control, found at the same place
  // or, failing that, as the one element of the page that is; otherwise it is dropped rather than misdirected.
  // A choice's label is known by its field (its words carry prices that the app may not have loaded yet).
  function signatureOf(element) {
    var field = element.matches('input, select, textarea') ? element : element.querySelector('input, select, textarea');
    var words = element.getAttribute('aria-label') || (field ? '' : (element.textContent || '').trim().slice(0, 80));
    return [element.tagName, words, field ? field.name + '=' + field.value : ''].join('|');
  }
  function heldOf(element) {
    return { path: pathOf(element), signature: signatureOf(element) };
  }
  function sameControlIn(live, held) {
    var atPlace = elementAt(live, held.path);
    if (atPlace && signatureOf(atPlace) === held.signature) return atPlace;
    var tag = held.signature.split('|')[0];
    var alike = Array.prototype.filter.call(live.getElementsByTagName(tag), function (element) {
      return signatureOf(element) === held.signature;
    });
    return alike.length === 1 ? alike[0] : null;
  }
  // The tap's nearest HTML element: a tap on a button's icon lands on its <svg> or <path>, which has no click() to
  // do again, so the button itself is held.
  function htmlElementOf(target) {
    var node = target instanceof Element ? target : null;
    while (node && !(node instanceof HTMLElement)) node = node.parentElement;
    return node;
  }
  // Not a focus target such as <main tabindex="-1">: a tap on a card's text is done again on the text, whose click
  // reaches the card's own handler.
  var CONTROLS = 'button, label, input, select, textarea, summary, [role="button"], [role="tab"], ' +
    '[role="checkbox"], [role="radio"], [role="switch"], [role="option"], [role="menuitem"], ' +
    '[tabindex]:not([tabindex="-1"])';
  function onClick(event) {
    var tapped = htmlElementOf(event.target);
    if (!tapped || tapped === root || tapped.closest('a[href]')) return;
    // The control tapped (a tap on a button's words or on a choice's picture is a tap on the button or choice).
    var control = tapped.closest(CONTROLS);
    var target = control && root.contains(control) ? control : tapped;
    if (target.hasAttribute(FILTER.toggle) && filterInCopy(target)) {
      event.preventDefault();
      return;
    }
    // A checkbox, radio or its label shows its new state at once, as the visitor expects; anything else (a button
    // that would submit a form of the copy) waits for the app.
    if (!target.closest('input[type="checkbox"], input[type="radio"], label')) event.preventDefault();
    // A tap on a label clicks its field too, in a click of its own: done again, the label's alone does both (both
    // would toggle a checkbox twice).
    if (lastHeld instanceof HTMLLabelElement && lastHeld.control === target) {
      lastHeld = null;
      return;
    }
    lastHeld = target;
    clicks.push(heldOf(target));
  }
  var lastHeld = null;
  var FILTER = ${JSON.stringify(COPY_FILTER_ATTRIBUTES)};
  // Each filter's items as the copy was made, in order, and their list: a later choice (All among them) starts
  // again from them.
  var filterItems = {};
  function marked(attribute, name) {
    return Array.prototype.filter.call(root.querySelectorAll('[' + attribute + ']'), function (element) {
      return element.getAttribute(attribute) === name;
    });
  }
  // The items not chosen are taken out rather than hidden, so that the copy's page has the app's shape: a tap held
  // after this (a card's More Info) is found at the same place on the app's page.
  function filterInCopy(toggle) {
    var name = toggle.getAttribute(FILTER.toggle);
    var value = toggle.getAttribute(FILTER.value) || '';
    if (!filterItems[name]) {
      var found = marked(FILTER.item, name);
      filterItems[name] = { items: found, list: found.length > 0 ? found[0].parentNode : null };
    }
    var items = filterItems[name].items;
    var list = filterItems[name].list;
    var chosen = items.filter(function (item) { return !value || item.getAttribute(FILTER.value) === value; });
    if (chosen.length === 0 || !list) return false;
    items.forEach(function (item) { if (item.parentNode) item.parentNode.removeChild(item); });
    chosen.forEach(function (item) { list.appendChild(item); });
    marked(FILTER.toggle, name).forEach(function (other) {
      other.setAttribute('aria-pressed', String(other === toggle));
    });
    marked(FILTER.stale, name).forEach(function (stale) { stale.style.visibility = 'hidden'; });
    try {
      var address = new URL(location.href);
      if (value) address.searchParams.set(name, value);
      else address.searchParams.delete(name);
      history.replaceState(history.state, '', address.pathname + address.search + address.hash);
      // The app may already be rendering its page out of sight: its router learns of the new address as of a
      // Back or Forward, and renders the filtered page before it takes over.
      window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    } catch (error) {
      // An address the browser will not rewrite: the copy is filtered, and the app shows the whole menu.
    }
    return true;
  }
  function noteFocus() {
    var active = document.activeElement;
    focused = active && active !== root && root.contains(active) ? heldOf(active) : null;
  }
  // Fields typed into (or chosen in), by place; checkboxes and radios are clicks, done again as clicks.
  var typed = {};
  function onInput(event) {
    var target = event.target;
    var isField = target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement ||
      target instanceof HTMLSelectElement;
    if (!isField || target.type === 'checkbox' || target.type === 'radio') return;
    var path = pathOf(target);
    typed[path.join('/')] = { path: path, tag: target.tagName, value: target.value };
  }
  function fillIn(live, field) {
    var element = elementAt(live, field.path);
    if (!element || element.tagName !== field.tag) return;
    // The field's own value setter, not the one React puts on the element, so React sees the change as typing.
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value').set.call(element, field.value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
    element.dispatchEvent(new Event('change', { bubbles: true }));
  }
  function onSubmit(event) {
    event.preventDefault();
  }
  // A press not yet a click: the app's page must not replace the copy under it, or the browser, whose pointer went
  // down on the copy and up on the app's page, would click neither and the tap would be lost. The click comes in a
  // task after the release (a touch's after its compatibility events); a press that never becomes one (the finger
  // moved away, a long press) holds the page for a second at most.
  var pressing = false;
  var pressLimit = 0;
  var afterPress = [];
  function onPress() {
    pressing = true;
    clearTimeout(pressLimit);
    pressLimit = setTimeout(pressOver, 1000);
  }
  function pressOver() {
    if (!pressing) return;
    pressing = false;
    clearTimeout(pressLimit);
    var waiting = afterPress;
    afterPress = [];
    waiting.forEach(function (run) { run(); });
  }
  function onRelease() { setTimeout(pressOver, 300); }
  function onPressClick() { setTimeout(pressOver, 0); }
  root.addEventListener('pointerdown', onPress, true);
  window.addEventListener('pointerup', onRelease, true);
  window.addEventListener('pointercancel', pressOver, true);
  window.addEventListener('click', onPressClick, true);
  root.addEventListener('click', onClick, true);
  root.addEventListener('focusin', noteFocus);
  root.addEventListener('input', onInput, true);
  root.addEventListener('change', onInput, true);
  root.addEventListener('submit', onSubmit, true);
  window[${JSON.stringify(EARLY_INTERACTIONS_GLOBAL)}] = {
    afterPress: function (run) {
      if (pressing) afterPress.push(run);
      else run();
    },
    replayOn: function (live) {
      root.removeEventListener('pointerdown', onPress, true);
      window.removeEventListener('pointerup', onRelease, true);
      window.removeEventListener('pointercancel', pressOver, true);
      window.removeEventListener('click', onPressClick, true);
      root.removeEventListener('click', onClick, true);
      root.removeEventListener('focusin', noteFocus);
      root.removeEventListener('input', onInput, true);
      root.removeEventListener('change', onInput, true);
      root.removeEventListener('submit', onSubmit, true);
      Object.keys(typed).forEach(function (key) { fillIn(live, typed[key]); });
      clicks.forEach(function (held) {
        var element = sameControlIn(live, held);
        if (element) element.click();
      });
      var toFocus = focused && sameControlIn(live, focused);
      if (toFocus) toFocus.focus();
    },
  };

  if (hasOwnThings()) {
    // After the first paint: a deferred script that runs before it would hold the visitor's first sight of the
    // page. The timer covers a page opened in a background tab, which paints no frames.
    requestAnimationFrame(function () { setTimeout(start, 0); });
    setTimeout(start, 1000);
    return;
  }
  firstUse.forEach(function (type) {
    window.addEventListener(type, onFirstUse, { capture: true, passive: true });
  });
  function whenIdle() {
    prefetch();
    if (window.requestIdleCallback) window.requestIdleCallback(start, { timeout: 1000 });
    else setTimeout(start, 0);
  }
  // The pictures the copy shows at once (not the lazy ones further down), arrived or failed.
  function picturesOnShow() {
    var pictures = Array.prototype.filter.call(root.getElementsByTagName('img'), function (image) {
      return image.loading !== 'lazy' && !image.complete;
    });
    return Promise.all(pictures.map(function (image) {
      return new Promise(function (done) {
        image.addEventListener('load', done);
        image.addEventListener('error', done);
      });
    }));
  }
  var idleAsked = false;
  function once() {
    if (idleAsked) return;
    idleAsked = true;
    whenIdle();
  }
  // The first paint with content: text waits up to a font's block period, and nothing of the app's may take the
  // link or the main thread before it. Where the browser cannot tell, the load event stands in.
  function afterContentfulPaint(run) {
    try {
      if (performance.getEntriesByName('first-contentful-paint').length > 0) return run();
      var observer = new PerformanceObserver(function (list) {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        run();
      });
      observer.observe({ type: 'paint', buffered: true });
    } catch (error) {
      window.addEventListener('load', run);
    }
  }
  if (document.readyState === 'complete') once();
  else {
    window.addEventListener('load', once);
    afterContentfulPaint(function () { picturesOnShow().then(once); });
  }
})();
`;
