import type { StorageLike } from '@mealbox/web-kit';
import {
  ORDER_ATTEMPT_STORAGE_KEY,
  forgetOrderAttempt,
  idempotencyKeyFor,
  newIdempotencyKey,
  orderFingerprint,
  parseStoredAttempt,
} from './order-attempt';
import type { OrderRequest } from './purchase-api';

const ORDER: OrderRequest = {
  customer: 'c1',
  customer_address: 'a1',
  delivery_date: '2026-03-10',
  protein_preference: 'MV',
  meal_size: 'S',
  number_of_meals: 8,
  discount_code: null,
  items: [
    { meal_id: 'm1', quantity: 5 },
    { meal_id: 'm2', quantity: 3 },
  ],
};

function memoryStorage(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

/** Keys 'key-1', 'key-2', ... so a test can tell a kept key from a new one. */
function counter() {
  let n = 0;
  return () => `key-${++n}`;
}

describe('the order attempt’s Idempotency-Key', () => {
  it('when the same order is sent twice (a double click, a retry), then both carry the same key', () => {
    const storage = memoryStorage();
    const options = { storage: () => storage, newKey: counter(), memory: new Map<string, string>() };
    expect(idempotencyKeyFor(ORDER, options)).toBe('key-1');
    expect(idempotencyKeyFor({ ...ORDER }, options)).toBe('key-1');
  });

  it('when the page is reloaded and the same order sent again, then the kept key is reused', () => {
    const storage = memoryStorage();
    idempotencyKeyFor(ORDER, { storage: () => storage, newKey: counter(), memory: new Map() });
    // A reload: the page's memory is gone, the tab's sessionStorage is not.
    expect(
      idempotencyKeyFor(ORDER, { storage: () => storage, newKey: () => 'fresh', memory: new Map() }),
    ).toBe('key-1');
  });

  it('when the same order is built with its fields in another order, then it is still the same attempt', () => {
    const reordered = Object.fromEntries(Object.entries(ORDER).reverse()) as unknown as OrderRequest;
    expect(orderFingerprint(reordered)).toBe(orderFingerprint(ORDER));
  });

  it('when anything in the order changes (day, address, meals, code), then it is a new attempt with a new key', () => {
    const storage = memoryStorage();
    const options = { storage: () => storage, newKey: counter(), memory: new Map<string, string>() };
    expect(idempotencyKeyFor(ORDER, options)).toBe('key-1');
    expect(idempotencyKeyFor({ ...ORDER, delivery_date: '2026-03-11' }, options)).toBe('key-2');
    expect(idempotencyKeyFor({ ...ORDER, customer_address: 'a2' }, options)).toBe('key-3');
    expect(idempotencyKeyFor({ ...ORDER, items: [...ORDER.items].reverse() }, options)).toBe('key-4');
    expect(idempotencyKeyFor({ ...ORDER, discount_code: 'CHEF24' }, options)).toBe('key-5');
  });

  it('when the order was placed and the attempt forgotten, then the next order gets a new key', () => {
    const storage = memoryStorage();
    const memory = new Map<string, string>();
    const newKey = counter();
    expect(idempotencyKeyFor(ORDER, { storage: () => storage, newKey, memory })).toBe('key-1');
    forgetOrderAttempt({ storage: () => storage, memory });
    expect(storage.data.has(ORDER_ATTEMPT_STORAGE_KEY)).toBe(false);
    expect(idempotencyKeyFor(ORDER, { storage: () => storage, newKey, memory })).toBe('key-2');
  });

  it('when the browser refuses to keep it (blocked storage), then retries from this page still reuse the key', () => {
    const broken: StorageLike = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const options = { storage: () => broken, newKey: counter(), memory: new Map<string, string>() };
    expect(idempotencyKeyFor(ORDER, options)).toBe('key-1');
    expect(idempotencyKeyFor(ORDER, options)).toBe('key-1');
    expect(() => forgetOrderAttempt(options)).not.toThrow();
  });

  it.each([
    ['nothing', null],
    ['text that is not JSON', '{'],
    ['another version', JSON.stringify({ version: 2, fingerprint: 'f', key: 'k' })],
    ['a key with spaces', JSON.stringify({ version: 1, fingerprint: 'f', key: 'a b' })],
    ['a key too long for the header', JSON.stringify({ version: 1, fingerprint: 'f', key: 'k'.repeat(256) })],
    ['no fingerprint', JSON.stringify({ version: 1, key: 'k' })],
  ])('when what is kept is %s, then it is not used', (_label, raw) => {
    expect(parseStoredAttempt(raw)).toBeNull();
  });

  it('when a key is made, then it is a UUID the server accepts (visible ASCII), with or without randomUUID', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newIdempotencyKey()).toMatch(uuid);
    const withoutRandomUuid = {
      getRandomValues: <T extends ArrayBufferView | null>(array: T) =>
        crypto.getRandomValues(array as Uint8Array) as unknown as T,
    };
    const key = newIdempotencyKey(withoutRandomUuid as Pick<Crypto, 'getRandomValues'>);
    expect(key).toMatch(uuid);
    expect(key).not.toBe(newIdempotencyKey(withoutRandomUuid as Pick<Crypto, 'getRandomValues'>));
  });
});
