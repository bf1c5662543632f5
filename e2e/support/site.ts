import type { Page } from 'playwright-core';
import type { Meal } from '@mealbox/contracts';

/** The meals the live catalogue offers, asked directly of the gateway (what the page should show). */
export async function availableMeals(baseUrl: string, category?: string): Promise<Meal[]> {
  const url = new URL('/api/meals/', baseUrl);
  url.searchParams.set('status', 'available');
  if (category) url.searchParams.set('category', category);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as Meal[];
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
