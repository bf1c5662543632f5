import type { StorageLike } from './token-storage';
import { DEFAULT_PLAN, type PlanChoice } from '@mealbox/contracts/plan-choice';
import {
  PLAN_STORAGE_KEY,
  clearPlan,
  parseStoredPlan,
  readPlan,
  savePlan,
  serialisePlan,
} from './plan-storage';

const LARGE_12: PlanChoice = {
  protein_preference: 'MO',
  meal_size: 'L',
  number_of_meals: 12,
  discount_code: 'CHEF24',
};

function memoryStorage(initial: Record<string, string> = {}): StorageLike & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const stored = (plan: Record<string, unknown>, version: unknown = 1) => JSON.stringify({ version, plan });

describe('plan storage: reading what was stored', () => {
  it('when a plan is saved and read back, then it is the same plan', () => {
    expect(parseStoredPlan(serialisePlan(LARGE_12))).toEqual(LARGE_12);
    expect(parseStoredPlan(serialisePlan(DEFAULT_PLAN))).toEqual(DEFAULT_PLAN);
  });

  it('when a frequency was chosen, then it is kept; a plan kept before the choice reads without one (weekly)', () => {
    const fortnightly: PlanChoice = { ...LARGE_12, frequency: 'fortnightly' };
    expect(parseStoredPlan(serialisePlan(fortnightly))).toEqual(fortnightly);
    expect(parseStoredPlan(stored({ ...DEFAULT_PLAN }))).not.toHaveProperty('frequency');
  });

  it('when the value is written with the version key, then the shape is {version: 1, plan}', () => {
    expect(JSON.parse(serialisePlan(DEFAULT_PLAN))).toEqual({
      version: 1,
      plan: { protein_preference: 'MV', meal_size: 'S', number_of_meals: 8, discount_code: null },
    });
  });

  it.each([
    ['nothing', null],
    ['an empty string', ''],
    ['text that is not JSON', '{plan: oops'],
    ['JSON that is not an object', '"MV"'],
    ['an array', '[1]'],
    ['no version', JSON.stringify({ plan: { ...DEFAULT_PLAN } })],
    ['another version', stored({ ...DEFAULT_PLAN }, 2)],
    ['a version written as text', stored({ ...DEFAULT_PLAN }, '1')],
    ['no plan', JSON.stringify({ version: 1 })],
    ['an unknown protein preference', stored({ ...DEFAULT_PLAN, protein_preference: 'VG' })],
    ['an unknown meal size', stored({ ...DEFAULT_PLAN, meal_size: 'XL' })],
    ['a meal count without a plan', stored({ ...DEFAULT_PLAN, number_of_meals: 7 })],
    ['a meal count written as text', stored({ ...DEFAULT_PLAN, number_of_meals: '8' })],
    ['a missing meal count', stored({ protein_preference: 'MV', meal_size: 'S', discount_code: null })],
    ['a discount code that is not text', stored({ ...DEFAULT_PLAN, discount_code: 10 })],
    ['a blank discount code', stored({ ...DEFAULT_PLAN, discount_code: '   ' })],
    ['an unknown frequency', stored({ ...DEFAULT_PLAN, frequency: 'monthly' })],
    ['a discount code too long to be one', stored({ ...DEFAULT_PLAN, discount_code: 'X'.repeat(33) })],
  ])('when the stored value is %s, then it is ignored', (_label, raw) => {
    expect(parseStoredPlan(raw)).toBeNull();
  });

  it('when a stored plan has no discount code field, then it reads as no code', () => {
    expect(
      parseStoredPlan(stored({ protein_preference: 'VO', meal_size: 'LEAN', number_of_meals: 18 })),
    ).toEqual({ protein_preference: 'VO', meal_size: 'LEAN', number_of_meals: 18, discount_code: null });
  });

  it('when a stored code has stray spaces or lower case, then it reads normalised', () => {
    expect(parseStoredPlan(stored({ ...DEFAULT_PLAN, discount_code: ' chef24 ' }))?.discount_code).toBe(
      'CHEF24',
    );
  });

  it('when the stored plan carries extra fields, then only the plan’s own are kept', () => {
    expect(parseStoredPlan(stored({ ...DEFAULT_PLAN, price: 59.99 }))).toEqual(DEFAULT_PLAN);
  });
});

describe('plan storage: in the browser', () => {
  it('when a plan is saved, then it is under mealbox:plan and reads back', () => {
    const storage = memoryStorage();
    expect(savePlan(LARGE_12, () => storage)).toBe(true);
    expect(storage.data.has(PLAN_STORAGE_KEY)).toBe(true);
    expect(readPlan(() => storage)).toEqual(LARGE_12);
  });

  it('when the plan is cleared, then nothing is read back', () => {
    const storage = memoryStorage({ [PLAN_STORAGE_KEY]: serialisePlan(LARGE_12) });
    clearPlan(() => storage);
    expect(readPlan(() => storage)).toBeNull();
  });

  it('when there is no storage, then reading gives null and saving reports it was not kept', () => {
    expect(readPlan(() => undefined)).toBeNull();
    expect(savePlan(LARGE_12, () => undefined)).toBe(false);
  });

  it('when storage throws (blocked or full), then nothing throws to the page', () => {
    const broken: StorageLike = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readPlan(() => broken)).toBeNull();
    expect(savePlan(LARGE_12, () => broken)).toBe(false);
    expect(() => clearPlan(() => broken)).not.toThrow();
  });
});
