import { Router } from 'express';
import { mealRatingInputShape } from '@mealbox/contracts';
import {
  correlationIdOf,
  noStore,
  parseInput,
  requireUser,
  requiredAuthUser,
  strictBody,
} from '@mealbox/platform';
import type { OrderingDeps } from '../../shared/domain/ordering-deps';
import { rateMeal } from '../domain/rate-meal';
import { toOrderMealRatingDto } from './order-dto';

export const mealRatingBody = strictBody(mealRatingInputShape);

/**
 * PUT /api/orders/{id}/ratings/{meal_id}/ with `{ stars }`: the customer's rating of a meal of their delivered
 * order, answered as stored. PUT because the rating is one per (order, meal): sending it again replaces it.
 */
export function mealRatingRoutes(deps: OrderingDeps): Router {
  const router = Router();
  router.put('/api/orders/:id/ratings/:mealId', requireUser, noStore, async (req, res) => {
    const { stars } = parseInput(mealRatingBody, req.body);
    const rating = await rateMeal(
      deps,
      requiredAuthUser(res),
      { orderId: req.params.id as string, mealId: req.params.mealId as string, stars },
      correlationIdOf(res),
    );
    res.json(toOrderMealRatingDto(rating));
  });
  return router;
}
