import { browserLocalStorage } from './token-storage';
import {
  isRecord,
  readStored,
  readVersioned,
  removeStored,
  writeStored,
  type StorageSource,
} from './stored-value';
import { MEAL_COUNTS } from '@mealbox/contracts/plan-choice';

/**
 * The meals the customer has picked for their box (the meal step, /join-now/meals/), kept in the browser beside
 * the plan so a reload, the address steps and a new tab all see the same box; forgotten once the order is placed.
 *
 * Stored as `{"version":1,"week":"2026-11-30","items":[{"meal_id":"…","quantity":2},…]}` under one key, in the
 * order the meals were first chosen (field names are the API's order items). `week` is the Monday of the menu
 * week the meals were picked from (the box comes on a day of that week); it was added later and is optional, so a
 * value written before it is still read (its week is then unknown, and the meal step asks again). Older code
 * ignores it, so it needs no new version. Anything else found there (another version, bad JSON, a
 * quantity out of range, the same meal twice, more meals than any plan holds) is ignored as if nothing were
 * stored: the page starts with an empty box rather than breaking. A change of shape gets a new version number.
 * Whether the meals are still on the menu, and fit the plan, is for the page to check against live data.
 */
export const MEAL_SELECTION_STORAGE_KEY = 'mealbox:meal-selection';
export const MEAL_SELECTION_STORAGE_VERSION = 1;

/** Longest meal id the API takes. */
export const MEAL_ID_MAX_LENGTH = 64;
/** The most meals any plan holds: more can never be a box. */
export const MAX_MEALS_PER_BOX = Math.max(...MEAL_COUNTS);

export interface MealSelectionItem {
  meal_id: string;
  /** 1 or more: a meal with none chosen is not in the list. */
  quantity: number;
}

/** The chosen meals, each once, in the order first chosen. */
export type MealSelection = readonly MealSelectionItem[];

interface StoredMealSelection {
  version: typeof MEAL_SELECTION_STORAGE_VERSION;
  week?: string;
  items: MealSelectionItem[];
}

const MONDAY = /^\d{4}-\d{2}-\d{2}$/;

/** The selection in a stored value, or null when there is none or it is not one this version wrote. */
export function parseStoredMealSelection(raw: string | null | undefined): MealSelection | null {
  const data = readVersioned(raw, MEAL_SELECTION_STORAGE_VERSION);
  if (!data || !Array.isArray(data.items)) return null;
  const items: MealSelectionItem[] = [];
  const seen = new Set<string>();
  let total = 0;
  for (const item of data.items as unknown[]) {
    if (!isRecord(item)) return null;
    const { meal_id, quantity } = item;
    if (typeof meal_id !== 'string' || meal_id.length === 0 || meal_id.length > MEAL_ID_MAX_LENGTH)
      return null;
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) return null;
    if (seen.has(meal_id)) return null;
    seen.add(meal_id);
    total += quantity;
    if (total > MAX_MEALS_PER_BOX) return null;
    items.push({ meal_id, quantity });
  }
  return items;
}

/**
 * The menu week (its Monday) stored with a selection `parseStoredMealSelection` accepts; null when none is
 * stored, it is not a date, or the selection itself is not readable.
 */
export function parseStoredMenuWeek(raw: string | null | undefined): string | null {
  const data =
    parseStoredMealSelection(raw) === null ? null : readVersioned(raw, MEAL_SELECTION_STORAGE_VERSION);
  return data && typeof data.week === 'string' && MONDAY.test(data.week) ? data.week : null;
}

/** The value `parseStoredMealSelection` reads back (meals with no quantity are left out), with its week if known. */
export function serialiseMealSelection(selection: MealSelection, week: string | null = null): string {
  const stored: StoredMealSelection = {
    version: MEAL_SELECTION_STORAGE_VERSION,
    ...(week ? { week } : {}),
    items: selection
      .filter((item) => item.quantity > 0)
      .map((item) => ({ meal_id: item.meal_id, quantity: item.quantity })),
  };
  return JSON.stringify(stored);
}

/** The stored selection, or null (none, unreadable, or storage blocked). */
export function readMealSelection(storage: StorageSource = browserLocalStorage): MealSelection | null {
  return readStored(storage, MEAL_SELECTION_STORAGE_KEY, parseStoredMealSelection);
}

/** The menu week (its Monday) the stored selection was picked from, or null (none, unknown, unreadable). */
export function readMealSelectionWeek(storage: StorageSource = browserLocalStorage): string | null {
  return readStored(storage, MEAL_SELECTION_STORAGE_KEY, parseStoredMenuWeek);
}

/**
 * Keeps the selection, and the menu week it was picked from, for a reload and the next steps; false when the
 * browser refused (blocked, full).
 */
export function saveMealSelection(
  selection: MealSelection,
  week: string | null,
  storage: StorageSource = browserLocalStorage,
): boolean {
  return writeStored(storage, MEAL_SELECTION_STORAGE_KEY, serialiseMealSelection(selection, week));
}

/** Forgets the selection (once its order is placed). */
export function clearMealSelection(storage: StorageSource = browserLocalStorage): void {
  removeStored(storage, MEAL_SELECTION_STORAGE_KEY);
}
