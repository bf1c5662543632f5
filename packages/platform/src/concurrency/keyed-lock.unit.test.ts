import { createKeyedLock } from './keyed-lock';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('keyed lock', () => {
  it('when tasks share a key, then they run one after another in order, even if one fails', async () => {
    const lock = createKeyedLock();
    const log: string[] = [];
    const task =
      (name: string, fail = false) =>
      async () => {
        log.push(`${name} start`);
        await tick();
        log.push(`${name} end`);
        if (fail) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled([
      lock('u1', task('a')),
      lock('u1', task('b', true)),
      lock('u1', task('c')),
    ]);
    expect(log).toEqual(['a start', 'a end', 'b start', 'b end', 'c start', 'c end']);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });

  it('when tasks have different keys, then they overlap', async () => {
    const lock = createKeyedLock();
    const log: string[] = [];
    const task = (name: string) => async () => {
      log.push(`${name} start`);
      await tick();
      log.push(`${name} end`);
    };
    await Promise.all([lock('u1', task('a')), lock('u2', task('b'))]);
    expect(log.slice(0, 2)).toEqual(['a start', 'b start']);
  });
});
