import type { MealReadModel } from '../../shared/data/meal-read-model';
import { MealNameCache } from './meal-name-cache';

/** A stand-in for the meals collection that counts how it is read; reading them all waits for `gate`. */
function mealsHolding(names: Record<string, string>) {
  const reads = { all: 0, byId: 0 };
  const held = { gate: Promise.resolve() };
  const query = <T>(answer: () => T, gate = Promise.resolve()) => ({
    select: () => ({ lean: async () => gate.then(answer) }),
  });
  const model = {
    find: () => {
      reads.all++;
      return query(() => Object.entries(names).map(([_id, name]) => ({ _id, name })), held.gate);
    },
    findById: (id: string) => {
      reads.byId++;
      return query(() => (names[id] ? { _id: id, name: names[id] } : null));
    },
  } as unknown as MealReadModel;
  return { model, reads, names, held };
}

describe('the meal name cache', () => {
  it('when names are asked for again within 30 seconds, then the database is not read again', async () => {
    const meals = mealsHolding({ m1: 'Beef Stew', m2: 'Chickpea Curry' });
    let now = 0;
    const cache = new MealNameCache(meals.model, () => now);
    expect(await cache.namesOf(['m2', 'm1'])).toEqual(
      new Map([
        ['m2', 'Chickpea Curry'],
        ['m1', 'Beef Stew'],
      ]),
    );
    now = 29_000;
    await cache.namesOf(['m1']);
    expect(meals.reads).toEqual({ all: 1, byId: 0 });
  });

  it('when the names are older than 30 seconds, then the old ones answer and the new ones are read for next time', async () => {
    const meals = mealsHolding({ m1: 'Beef Stew' });
    let now = 0;
    const cache = new MealNameCache(meals.model, () => now);
    await cache.namesOf(['m1']);
    meals.names.m1 = 'Slow-cooked Beef Stew';
    let open = () => {};
    meals.held.gate = new Promise<void>((resolve) => (open = resolve));
    now = 31_000;
    expect((await cache.namesOf(['m1'])).get('m1')).toBe('Beef Stew');
    open();
    await new Promise((resolve) => setImmediate(resolve));
    expect((await cache.namesOf(['m1'])).get('m1')).toBe('Slow-cooked Beef Stew');
    expect(meals.reads.all).toBe(2);
  });

  it('when a meal is not among the names held, then it alone is read by id, and a meal without a name is left out', async () => {
    const meals = mealsHolding({ m1: 'Beef Stew' });
    const cache = new MealNameCache(meals.model, () => 0);
    await cache.namesOf(['m1']);
    meals.names.m3 = 'Quinoa Salad';
    expect(await cache.namesOf(['m1', 'm3', 'gone'])).toEqual(
      new Map([
        ['m1', 'Beef Stew'],
        ['m3', 'Quinoa Salad'],
      ]),
    );
    expect(meals.reads).toEqual({ all: 1, byId: 2 });
  });
});
