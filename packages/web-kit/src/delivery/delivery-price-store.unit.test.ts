import { createDeliveryPriceStore } from './delivery-price-store';

/** A server whose answers the test releases one by one. */
function heldServer() {
  const calls: Array<{ resolve: (pence: number) => void; reject: (error: Error) => void }> = [];
  const fetchPence = () =>
    new Promise<number>((resolve, reject) => {
      calls.push({ resolve, reject });
    });
  return { calls, fetchPence };
}

describe('the delivery price store', () => {
  it('when many components ask at once, then the server is asked once and all get its answer', async () => {
    const server = heldServer();
    const store = createDeliveryPriceStore(server.fetchPence);
    const answers = Promise.all([store.load(), store.load(), store.load()]);
    expect(server.calls).toHaveLength(1);
    expect(store.known()).toBeUndefined();
    server.calls[0]?.resolve(0);
    await expect(answers).resolves.toEqual([0, 0, 0]);
    expect(store.known()).toBe(0);
    await store.load();
    expect(server.calls).toHaveLength(1);
  });

  it('when the price arrives, then subscribers are told; after they unsubscribe, they are not', async () => {
    const server = heldServer();
    const store = createDeliveryPriceStore(server.fetchPence);
    const told: Array<number | undefined> = [];
    const unsubscribe = store.subscribe(() => told.push(store.known()));
    const loaded = store.load();
    server.calls[0]?.resolve(3_49);
    await loaded;
    expect(told).toEqual([3_49]);
    unsubscribe();
    store.forget();
    expect(told).toEqual([3_49]);
  });

  it('when the server fails, then nothing is known and the next ask tries again', async () => {
    const server = heldServer();
    const store = createDeliveryPriceStore(server.fetchPence);
    const failed = store.load();
    server.calls[0]?.reject(new Error('catalogue down'));
    await expect(failed).rejects.toThrow('catalogue down');
    expect(store.known()).toBeUndefined();
    const retried = store.load();
    expect(server.calls).toHaveLength(2);
    server.calls[1]?.resolve(2_50);
    await expect(retried).resolves.toBe(2_50);
  });

  it('when staff change the price, then the old one is dropped and asked for again for those showing it', async () => {
    const server = heldServer();
    const store = createDeliveryPriceStore(server.fetchPence);
    const first = store.load();
    server.calls[0]?.resolve(0);
    await first;
    const told: Array<number | undefined> = [];
    store.subscribe(() => told.push(store.known()));
    store.forget();
    expect(store.known()).toBeUndefined();
    expect(server.calls).toHaveLength(2);
    server.calls[1]?.resolve(4_99);
    await store.load();
    expect(told).toEqual([undefined, 4_99]);
  });

  it('when a price asked for before a change arrives after it, then the older answer is not kept', async () => {
    const server = heldServer();
    const store = createDeliveryPriceStore(server.fetchPence);
    const stale = store.load();
    store.subscribe(() => undefined);
    store.forget();
    server.calls[1]?.resolve(4_99);
    server.calls[0]?.resolve(0);
    await stale;
    await store.load();
    expect(store.known()).toBe(4_99);
  });
});
