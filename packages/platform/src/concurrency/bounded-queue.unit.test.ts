import { QueueFull, createBoundedQueue } from './bounded-queue';

function gate() {
  let open = () => undefined as void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('a bounded queue', () => {
  it('when more tasks arrive than may run, then the extra ones wait in line and run as slots free up', async () => {
    const queue = createBoundedQueue({ maxRunning: 2, maxWaiting: 2 });
    const first = gate();
    const order: number[] = [];
    const tasks = [1, 2, 3, 4].map((n) =>
      queue.run(async () => {
        order.push(n);
        await first.opened;
      }),
    );
    await Promise.resolve();
    expect(queue.load()).toEqual({ running: 2, waiting: 2 });
    first.open();
    await Promise.all(tasks);
    expect(order).toEqual([1, 2, 3, 4]);
    expect(queue.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('when the waiting line is full, then a new task is refused at once without running', async () => {
    const queue = createBoundedQueue({ maxRunning: 1, maxWaiting: 1 });
    const hold = gate();
    const held = [queue.run(() => hold.opened), queue.run(() => hold.opened)];
    const ran = jest.fn(async () => undefined);
    await expect(queue.run(ran)).rejects.toBeInstanceOf(QueueFull);
    expect(ran).not.toHaveBeenCalled();
    hold.open();
    await Promise.all(held);
  });

  it('when a task fails, then its slot is freed for the next one', async () => {
    const queue = createBoundedQueue({ maxRunning: 1, maxWaiting: 1 });
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(queue.run(async () => 'next')).resolves.toBe('next');
    expect(queue.load()).toEqual({ running: 0, waiting: 0 });
  });
});
