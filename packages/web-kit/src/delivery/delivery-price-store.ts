/**
 * The delivery price, asked of the server once and shared by every component of the page (the footer, the menu,
 * the homepage's promises...): web-kit is one runtime instance for the shell and all remotes, so one request
 * serves them all. A failed request is not kept, so the next component that asks tries again.
 */
export interface DeliveryPriceStore {
  /** The price in pence once the server has said it; undefined before (or while it cannot be reached). */
  known(): number | undefined;
  /** Asks the server, unless it has answered or is being asked already. */
  load(): Promise<number>;
  /** Staff changed the price: drop the one we hold and ask again for whoever shows it. */
  forget(): void;
  subscribe(listener: () => void): () => void;
}

export function createDeliveryPriceStore(fetchPence: () => Promise<number>): DeliveryPriceStore {
  let pence: number | undefined;
  let pending: Promise<number> | null = null;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  function load(): Promise<number> {
    if (pence !== undefined) return Promise.resolve(pence);
    if (!pending) {
      const request = fetchPence().then(
        (answer) => {
          if (pending === request) {
            pence = answer;
            pending = null;
            notify();
          }
          return answer;
        },
        (error: unknown) => {
          if (pending === request) pending = null;
          throw error;
        },
      );
      pending = request;
    }
    return pending;
  }

  return {
    known: () => pence,
    load,
    forget() {
      pence = undefined;
      pending = null;
      notify();
      if (listeners.size > 0) load().catch(() => undefined);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
