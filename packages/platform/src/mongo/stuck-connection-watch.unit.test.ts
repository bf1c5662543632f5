import pino from 'pino';
import { watchForStuckConnection } from './stuck-connection-watch';

const silent = pino({ level: 'silent' });

/** A connection that reads down (or up), a database that answers (or not), and a count of reopens. */
function scene({ connected, answers }: { connected: boolean; answers: boolean }) {
  const state = { connected, answers, reopened: 0 };
  const watch = watchForStuckConnection({
    isConnected: () => state.connected,
    databaseAnswers: () => Promise.resolve(state.answers),
    reopen: () => {
      state.reopened++;
      state.connected = true;
      return Promise.resolve();
    },
    logger: silent,
    checkEveryMs: 60_000,
    answeringForMs: 20_000,
  });
  return { state, watch };
}

describe('watchForStuckConnection', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('when the connection stays down while the database has answered a fresh client for the whole grace, then it is reopened once', async () => {
    const { state, watch } = scene({ connected: false, answers: true });
    await watch.check();
    jest.advanceTimersByTime(19_000);
    await watch.check();
    expect(state.reopened).toBe(0);
    jest.advanceTimersByTime(1_000);
    await watch.check();
    expect(state.reopened).toBe(1);
    await watch.check();
    expect(state.reopened).toBe(1);
    watch.stop();
  });

  it('when the database does not answer either (a real outage), then nothing is reopened however long it lasts', async () => {
    const { state, watch } = scene({ connected: false, answers: false });
    for (let minute = 0; minute < 5; minute++) {
      await watch.check();
      jest.advanceTimersByTime(60_000);
    }
    expect(state.reopened).toBe(0);
    watch.stop();
  });

  it('when the connection comes back by itself within the grace, then it is left alone', async () => {
    const { state, watch } = scene({ connected: false, answers: true });
    await watch.check();
    jest.advanceTimersByTime(10_000);
    state.connected = true;
    await watch.check();
    jest.advanceTimersByTime(15_000);
    await watch.check();
    expect(state.reopened).toBe(0);
    watch.stop();
  });

  it('when the database stops answering during the grace, then the grace starts again once it answers', async () => {
    const { state, watch } = scene({ connected: false, answers: true });
    await watch.check();
    jest.advanceTimersByTime(15_000);
    state.answers = false;
    await watch.check();
    state.answers = true;
    jest.advanceTimersByTime(5_000);
    await watch.check();
    jest.advanceTimersByTime(15_000);
    await watch.check();
    expect(state.reopened).toBe(0);
    jest.advanceTimersByTime(5_000);
    await watch.check();
    expect(state.reopened).toBe(1);
    watch.stop();
  });
});
