import { freshLook } from './fresh-look';

/** A look whose answers the test releases one at a time. */
function controlledLook() {
  const pending: Array<(value: number) => void> = [];
  let started = 0;
  const look = () =>
    new Promise<number>((resolve) => {
      started++;
      pending.push(resolve);
    });
  return { look, started: () => started, answer: (value: number) => pending.shift()?.(value) };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('freshLook', () => {
  it('when nothing runs, then a call starts a look at once and answers what it read', async () => {
    const source = controlledLook();
    const latest = freshLook(source.look);
    const answer = latest();
    expect(source.started()).toBe(1);
    source.answer(7);
    await expect(answer).resolves.toBe(7);
    expect(latest.running()).toBeUndefined();
  });

  it('when callers come while a look runs, then they share one look that starts after it ends', async () => {
    const source = controlledLook();
    const latest = freshLook(source.look);
    const first = latest();
    const second = latest();
    const third = latest();
    expect(source.started()).toBe(1);
    source.answer(1);
    await expect(first).resolves.toBe(1);
    await settle();
    expect(source.started()).toBe(2);
    source.answer(2);
    await expect(second).resolves.toBe(2);
    await expect(third).resolves.toBe(2);
  });

  it('when the running look fails, then the callers who waited for the next one still get theirs', async () => {
    const answers: Array<Promise<number>> = [];
    let calls = 0;
    const latest = freshLook(() => (++calls === 1 ? Promise.reject(new Error('down')) : Promise.resolve(5)));
    answers.push(latest(), latest());
    await expect(answers[0]).rejects.toThrow('down');
    await expect(answers[1]).resolves.toBe(5);
  });
});
