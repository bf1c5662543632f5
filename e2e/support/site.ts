import type { Page } from 'playwright-core';
import type { Meal, MealPlanPricingRow } from '@mealbox/contracts';
import { addDays, londonDate } from '@mealbox/contracts/london-calendar';
import { isOnWeeklyMenu } from '@mealbox/contracts/weekly-menu';

/** The meals the live catalogue offers, asked directly of the gateway (what the page should show). */
export async function availableMeals(baseUrl: string, category?: string): Promise<Meal[]> {
  const url = new URL('/api/meals/', baseUrl);
  url.searchParams.set('status', 'available');
  if (category) url.searchParams.set('category', category);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as Meal[];
}

/** The available meals on the menu of one week (any day of it), asked of the gateway as the pages ask. */
export async function weekMenu(baseUrl: string, week: string, category?: string): Promise<Meal[]> {
  const url = new URL('/api/meals/', baseUrl);
  url.searchParams.set('status', 'available');
  if (category) url.searchParams.set('category', category);
  url.searchParams.set('week', week);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as Meal[];
}

/**
 * Available meals on the menu of every week from today to 14 days ahead, so any delivery day a test picks (or a
 * subscription box in its next two weeks) can have them. Those days span at most three weeks of the menu's
 * four-week turn, so this is the quarter or more of the demo menu that rests in another week.
 */
export async function mealsOnEveryMenuAhead(baseUrl: string): Promise<Meal[]> {
  // London's today, as the site counts delivery days (UTC's is a day behind just after midnight in summer).
  const today = londonDate(new Date());
  const days = Array.from({ length: 15 }, (_, day) => addDays(today, day));
  const meals = await availableMeals(baseUrl);
  return meals.filter((meal) =>
    days.every((day) => isOnWeeklyMenu({ menuRestWeek: meal.menu_rest_week }, day)),
  );
}

/** The live pricing rows, asked directly of the gateway (the prices the pages must show). */
export async function pricingRows(baseUrl: string): Promise<MealPlanPricingRow[]> {
  const response = await fetch(new URL('/api/meal-plan-pricing/', baseUrl));
  if (!response.ok) throw new Error(`GET /api/meal-plan-pricing/ answered ${response.status}`);
  return (await response.json()) as MealPlanPricingRow[];
}

/** Pounds as the site writes them: en-GB sterling ('59.99' -> '£59.99'). */
export function gbp(decimal: string | number): string {
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(Number(decimal));
}

/** Waits until the menu grid shows meals and is not loading another category. */
export async function waitForMenu(page: Page): Promise<void> {
  await page.getByTestId('meal-card').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
}

/** The names on the meal cards, in page order. */
export function cardNames(page: Page): Promise<string[]> {
  return page.getByTestId('meal-card').locator('h2, h3').allTextContents();
}
