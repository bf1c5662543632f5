import type { Page } from 'playwright-core';
import type { Meal, MealPlanPricingRow } from '@mealbox/contracts';

/** The meals the live catalogue offers, asked directly of the gateway (what the page should show). */
export async function availableMeals(baseUrl: string, category?: string): Promise<Meal[]> {
  const url = new URL('/api/meals/', baseUrl);
  url.searchParams.set('status', 'available');
  if (category) url.searchParams.set('category', category);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as Meal[];
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
