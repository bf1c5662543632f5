import type { StorageLike } from './token-storage';
import {
  MAX_MEALS_PER_BOX,
  MEAL_SELECTION_STORAGE_KEY,
  clearMealSelection,
  parseStoredMealSelection,
  parseStoredMenuWeek,
  readMealSelection,
  readMealSelectionWeek,
  saveMealSelection,
  serialiseMealSelection,
  type MealSelection,
} from './meal-selection-storage';

const BOX: MealSelection = [
  { meal_id: '665f1c2a9b1e8a0012345678', quantity: 2 },
  { meal_id: '665f1c2a9b1e8a0012345679', quantity: 1 },
];

function memoryStorage(initial: Record<string, string> = {}): StorageLike & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const stored = (items: unknown, version: unknown = 1) => JSON.stringify({ version, items });

describe('meal selection storage: reading what was stored', () => {
  it('when a selection is saved and read back, then it is the same meals in the same order', () => {
    expect(parseStoredMealSelection(serialiseMealSelection(BOX))).toEqual(BOX);
  });

  it('when the value is written, then the shape is {version: 1, items: [{meal_id, quantity}]}', () => {
    expect(JSON.parse(serialiseMealSelection(BOX))).toEqual({
      version: 1,
      items: [
        { meal_id: '665f1c2a9b1e8a0012345678', quantity: 2 },
        { meal_id: '665f1c2a9b1e8a0012345679', quantity: 1 },
      ],
    });
  });

  it('when the box is empty, then an empty selection is stored and read back (not "nothing stored")', () => {
    expect(parseStoredMealSelection(serialiseMealSelection([]))).toEqual([]);
  });

  it('when a meal has no quantity left, then it is not written', () => {
    expect(
      parseStoredMealSelection(serialiseMealSelection([...BOX, { meal_id: 'gone', quantity: 0 }])),
    ).toEqual(BOX);
  });

  it(`when the box holds exactly ${MAX_MEALS_PER_BOX} meals (the largest plan), then it is read`, () => {
    expect(parseStoredMealSelection(stored([{ meal_id: 'a', quantity: MAX_MEALS_PER_BOX }]))).toEqual([
      { meal_id: 'a', quantity: MAX_MEALS_PER_BOX },
    ]);
  });

  it.each([
    ['nothing', null],
    ['an empty string', ''],
    ['text that is not JSON', '{items: ['],
    ['JSON that is not an object', '"a"'],
    ['an array', '[]'],
    ['no version', JSON.stringify({ items: [] })],
    ['another version', stored([], 2)],
    ['a version written as text', stored([], '1')],
    ['no items', JSON.stringify({ version: 1 })],
    ['items that are not a list', stored({ a: 1 })],
    ['an item that is not an object', stored(['a'])],
    ['a missing meal id', stored([{ quantity: 1 }])],
    ['a meal id that is not text', stored([{ meal_id: 7, quantity: 1 }])],
    ['a blank meal id', stored([{ meal_id: '', quantity: 1 }])],
    ['a meal id too long to be one', stored([{ meal_id: 'x'.repeat(65), quantity: 1 }])],
    ['a quantity of zero', stored([{ meal_id: 'a', quantity: 0 }])],
    ['a negative quantity', stored([{ meal_id: 'a', quantity: -1 }])],
    ['a fractional quantity', stored([{ meal_id: 'a', quantity: 1.5 }])],
    ['a quantity written as text', stored([{ meal_id: 'a', quantity: '2' }])],
    [
      'the same meal twice',
      stored([
        { meal_id: 'a', quantity: 1 },
        { meal_id: 'a', quantity: 1 },
      ]),
    ],
    [
      'more meals than the largest plan holds',
      stored([
        { meal_id: 'a', quantity: MAX_MEALS_PER_BOX },
        { meal_id: 'b', quantity: 1 },
      ]),
    ],
  ])('when the stored value is %s, then it is ignored', (_label, raw) => {
    expect(parseStoredMealSelection(raw)).toBeNull();
  });

  it('when an item carries extra fields, then only meal_id and quantity are kept', () => {
    expect(parseStoredMealSelection(stored([{ meal_id: 'a', quantity: 3, name: 'Tikka' }]))).toEqual([
      { meal_id: 'a', quantity: 3 },
    ]);
  });
});

describe('meal selection storage: in the browser', () => {
  it('when a selection is saved, then it is under mealbox:meal-selection and reads back', () => {
    const storage = memoryStorage();
    expect(saveMealSelection(BOX, null, () => storage)).toBe(true);
    expect(storage.data.has(MEAL_SELECTION_STORAGE_KEY)).toBe(true);
    expect(readMealSelection(() => storage)).toEqual(BOX);
  });

  it('when the selection is cleared, then nothing is read back', () => {
    const storage = memoryStorage({ [MEAL_SELECTION_STORAGE_KEY]: serialiseMealSelection(BOX) });
    clearMealSelection(() => storage);
    expect(readMealSelection(() => storage)).toBeNull();
  });

  it('when there is no storage, then reading gives null and saving reports it was not kept', () => {
    expect(readMealSelection(() => undefined)).toBeNull();
    expect(saveMealSelection(BOX, null, () => undefined)).toBe(false);
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
    expect(readMealSelection(() => broken)).toBeNull();
    expect(saveMealSelection(BOX, null, () => broken)).toBe(false);
    expect(() => clearMealSelection(() => broken)).not.toThrow();
  });
});

describe('meal selection storage: the menu week kept with the box', () => {
  it('when a box is saved with its week, then both read back and the week is written beside the items', () => {
    const storage = memoryStorage();
    expect(saveMealSelection(BOX, '2026-11-30', () => storage)).toBe(true);
    expect(readMealSelection(() => storage)).toEqual(BOX);
    expect(readMealSelectionWeek(() => storage)).toBe('2026-11-30');
    expect(JSON.parse(storage.data.get(MEAL_SELECTION_STORAGE_KEY) ?? '')).toMatchObject({
      version: 1,
      week: '2026-11-30',
    });
  });

  it('when a box was stored before weeks were kept, then its meals still read and its week is unknown', () => {
    const raw = stored(BOX);
    expect(parseStoredMealSelection(raw)).toEqual(BOX);
    expect(parseStoredMenuWeek(raw)).toBeNull();
  });

  it('when the stored week is not a date, or the items are unreadable, then no week is read', () => {
    expect(parseStoredMenuWeek(JSON.stringify({ version: 1, week: 'next', items: BOX }))).toBeNull();
    expect(parseStoredMenuWeek(JSON.stringify({ version: 1, week: '2026-11-30', items: 'x' }))).toBeNull();
    expect(parseStoredMenuWeek('not json')).toBeNull();
  });
});
