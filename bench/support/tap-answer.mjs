// Times a tap to its answer inside the page: from the moment the browser made the tap's first event to the first
// animation frame in which the answer is visible, on the page tapped or on the page a link led to.

const KEY = '__tapAnswer';

/**
 * An init script for every document of the context, with `answer` (the source of a function of the baseline that
 * says whether the answer is visible) written into it: the site's Content-Security-Policy forbids eval. Once armed (sessionStorage, so it outlives a link followed
 * in the same tab) it notes the first pointer or touch event's own time stamp (the browser's, taken when it made
 * the event, so a busy main thread's delay counts) and checks the answer on every animation frame until it holds.
 * Times are epoch milliseconds (timeOrigin + performance time), comparable across documents.
 */
export const tapAnswerScript = (answer) => `(() => {
  const answer = (${answer});
  const read = () => JSON.parse(sessionStorage.getItem('${KEY}') || 'null');
  const write = (state) => sessionStorage.setItem('${KEY}', JSON.stringify(state));
  const onTouch = (event) => {
    const state = read();
    if (!state || state.tappedAt !== null) return;
    state.tappedAt = performance.timeOrigin + event.timeStamp;
    write(state);
  };
  for (const type of ['pointerdown', 'touchstart', 'mousedown'])
    window.addEventListener(type, onTouch, { capture: true, passive: true });
  const watch = () => {
    const state = read();
    if (!state || state.answeredAt !== null) return;
    let answered = false;
    try {
      answered = Boolean(answer(state.baseline));
    } catch {
      answered = false;
    }
    if (answered && state.tappedAt !== null) {
      state.answeredAt = performance.timeOrigin + performance.now();
      write(state);
      return;
    }
    requestAnimationFrame(watch);
  };
  window.__watchTapAnswer = () => requestAnimationFrame(watch);
  if (read()) window.__watchTapAnswer();
})();`;

/**
 * Arms the page for the next tap: `baseline` (the source of a function of nothing, or null) is read now, before
 * the tap (e.g. the order total shown), and handed to the answer's function.
 */
export function arm(page, baseline = null) {
  return page.evaluate(`(() => {
    const before = ${baseline ? `(${baseline})()` : 'null'};
    sessionStorage.setItem('${KEY}', JSON.stringify({ baseline: before, tappedAt: null, answeredAt: null }));
    window.__watchTapAnswer();
  })()`);
}

/** The armed state as it stands: { tappedAt, answeredAt } in epoch ms (null until they happen). */
export async function readTapAnswer(page) {
  try {
    return await page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) || 'null'), KEY);
  } catch {
    return null; // between two documents of a followed link
  }
}

/**
 * Waits for the answer up to `limitMs` after the tap: the tap-to-answer time in ms, or null where the answer has
 * not appeared by then (the tap is lost).
 */
export async function waitForAnswer(page, limitMs) {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    const state = await readTapAnswer(page);
    if (state?.tappedAt != null && state.answeredAt != null) return state.answeredAt - state.tappedAt;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return null;
}
