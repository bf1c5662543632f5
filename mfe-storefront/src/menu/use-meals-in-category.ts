import { useMemo } from 'react';
import type { Meal } from '@mealbox/contracts';
import type { AsyncResult } from '@mealbox/web-kit';

/** The week's meals narrowed to one category (undefined: all), in the same loading state. */
export function useMealsInCategory(
  weekMeals: AsyncResult<Meal[]>,
  category: string | undefined,
): AsyncResult<Meal[]> {
  const { status, data, error, retry } = weekMeals;
  return useMemo(
    () => ({
      status,
      data: category && data ? data.filter((meal) => meal.category === category) : data,
      error,
      retry,
    }),
    [status, data, error, retry, category],
  );
}
