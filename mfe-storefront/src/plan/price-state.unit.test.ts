import { initialPriceState, priceReducer, priceView, type PriceAction, type PriceState } from './price-state';

type Price = { total: string };

function run(actions: Array<PriceAction<Price>>): PriceState<Price> {
  return actions.reduce(priceReducer<Price>, initialPriceState<Price>());
}

const requested = (id: number): PriceAction<Price> => ({ type: 'requested', id });
const succeeded = (id: number, total: string): PriceAction<Price> => ({
  type: 'succeeded',
  id,
  price: { total },
});
const computed = (id: number, total: string): PriceAction<Price> => ({
  type: 'computed',
  id,
  price: { total },
});
const failed = (id: number): PriceAction<Price> => ({ type: 'failed', id, error: new Error('503') });

describe('price panel state: the latest choice wins', () => {
  it('when nothing has answered yet, then the panel is loading', () => {
    expect(priceView(run([requested(1)]))).toEqual({ status: 'loading' });
  });

  it('when the first price arrives, then it is shown and nothing is updating', () => {
    expect(priceView(run([requested(1), succeeded(1, '75.99')]))).toEqual({
      status: 'ready',
      price: { total: '75.99' },
      updating: false,
    });
  });

  it('when a new choice is being priced, then the previous figures stay on screen, marked as updating', () => {
    expect(priceView(run([requested(1), succeeded(1, '75.99'), requested(2)]))).toEqual({
      status: 'ready',
      price: { total: '75.99' },
      updating: true,
    });
  });

  it('when an older answer arrives after a newer request, then it is ignored and the panel keeps waiting', () => {
    const state = run([
      requested(1),
      succeeded(1, '75.99'),
      requested(2),
      requested(3),
      succeeded(2, '99.99'),
    ]);
    expect(priceView(state)).toEqual({ status: 'ready', price: { total: '75.99' }, updating: true });
    expect(priceView(priceReducer(state, succeeded(3, '128.87')))).toEqual({
      status: 'ready',
      price: { total: '128.87' },
      updating: false,
    });
  });

  it('when the newer answer arrives first and the older one later, then the newer one stays', () => {
    const state = run([requested(1), requested(2), succeeded(2, '128.87'), succeeded(1, '75.99')]);
    expect(priceView(state)).toEqual({ status: 'ready', price: { total: '128.87' }, updating: false });
  });

  it('when an older request fails after a newer one was made, then the failure is ignored', () => {
    const state = run([requested(1), succeeded(1, '75.99'), requested(2), failed(1)]);
    expect(priceView(state)).toEqual({ status: 'ready', price: { total: '75.99' }, updating: true });
  });

  it('when the latest request fails, then an error shows and the old figures are gone (never a guessed price)', () => {
    const view = priceView(run([requested(1), succeeded(1, '75.99'), requested(2), failed(2)]));
    expect(view.status).toBe('error');
    expect(view).not.toHaveProperty('price');
  });

  it('when the price is asked for again after an error, then it loads, and shows once it answers', () => {
    const afterError = run([requested(1), failed(1), requested(2)]);
    expect(priceView(afterError)).toEqual({ status: 'loading' });
    expect(priceView(priceReducer(afterError, succeeded(2, '75.99')))).toEqual({
      status: 'ready',
      price: { total: '75.99' },
      updating: false,
    });
  });

  it('when a request number is not newer than the latest, then it changes nothing', () => {
    const state = run([requested(2), succeeded(2, '75.99')]);
    expect(priceReducer(state, requested(1))).toBe(state);
  });
});

describe("price panel state: the page's own figures while the server confirms", () => {
  it('when the page has worked out the new choice, then its figures show at once and are not marked as updating', () => {
    expect(priceView(run([requested(1), succeeded(1, '75.99'), requested(2), computed(2, '85.99')]))).toEqual(
      {
        status: 'ready',
        price: { total: '85.99' },
        updating: false,
      },
    );
  });

  it("when the server's answer differs from the page's figures, then the server's stand", () => {
    expect(
      priceView(
        run([requested(1), succeeded(1, '75.99'), requested(2), computed(2, '85.99'), succeeded(2, '86.49')]),
      ),
    ).toEqual({ status: 'ready', price: { total: '86.49' }, updating: false });
  });

  it("when the server fails to confirm the page's figures, then they are dropped for an error", () => {
    expect(priceView(run([requested(1), computed(1, '75.99'), failed(1)])).status).toBe('error');
  });

  it('when figures worked out for an earlier choice arrive after a newer request, then they are ignored', () => {
    const state = run([requested(1), succeeded(1, '75.99'), requested(2), requested(3)]);
    expect(priceReducer(state, computed(2, '85.99'))).toBe(state);
    expect(priceView(state)).toEqual({ status: 'ready', price: { total: '75.99' }, updating: true });
  });

  it('when the server has already answered, then figures worked out later for the same choice change nothing', () => {
    const state = run([requested(1), succeeded(1, '75.99')]);
    expect(priceReducer(state, computed(1, '74.00'))).toBe(state);
  });
});
