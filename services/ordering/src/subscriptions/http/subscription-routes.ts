import { Router } from 'express';
import type { Response } from 'express';
import { z } from 'zod';
import {
  deliveryExtrasShape,
  deliveryMealsShape,
  deliveryMoveShape,
  subscriptionDietaryShape,
  subscriptionExtraBoxShape,
  subscriptionExtraShape,
  subscriptionFrequencyShape,
  subscriptionNoFieldsShape,
  subscriptionPauseShape,
  subscriptionPlanChangeShape,
} from '@mealbox/contracts';
import {
  correlationIdOf,
  noStore,
  pageQueryFields,
  parseInput,
  requireUser,
  requiredAuthUser,
  strictBody,
} from '@mealbox/platform';
import type { OrderingDeps } from '../../shared/domain/ordering-deps';
import {
  addSubscriptionExtraBox,
  cancel,
  changeSubscriptionFrequency,
  changeSubscriptionPlan,
  chooseBoxExtras,
  chooseMeals,
  move,
  pause,
  resume,
  setDietaryRequirements,
  setEveryWeekExtra,
  skip,
  unskip,
} from '../domain/manage-subscription';
import type { ActionResult, ActionTarget } from '../domain/manage-subscription';
import {
  confirmationPage,
  currentSubscription,
  findOwnSubscription,
  listOwnSubscriptions,
  viewOf,
} from '../domain/subscription-queries';
import { toConfirmationDto, toSubscriptionDto, toSubscriptionSummaryDto } from './subscription-dto';

export const noSubscriptionFields = strictBody(subscriptionNoFieldsShape);
export const moveBody = strictBody(deliveryMoveShape);
export const mealsBody = strictBody(deliveryMealsShape);
export const deliveryExtrasBody = strictBody(deliveryExtrasShape);
export const planBody = strictBody(subscriptionPlanChangeShape);
export const pauseBody = strictBody(subscriptionPauseShape);
export const dietaryBody = strictBody(subscriptionDietaryShape);
export const extraBody = strictBody(subscriptionExtraShape);
export const frequencyBody = strictBody(subscriptionFrequencyShape);
export const extraBoxBody = strictBody(subscriptionExtraBoxShape);
export const subscriptionPageQuery = z.object({
  page: pageQueryFields.page.default(1),
  page_size: pageQueryFields.page_size.default(10),
});

/**
 * The signed-in customer's subscription (/api/subscriptions/...): read it with its next 14 days and its
 * confirmations, and change it. Only the caller's own: anyone else's id is 404. Every change answers 200 with
 * the subscription as it now is and the change's confirmation; asking for what already is (skipping a skipped
 * box, cancelling a cancelled subscription) changes nothing and answers `confirmation: null`.
 */
export function subscriptionRoutes(deps: OrderingDeps): Router {
  const router = Router();
  router.use('/api/subscriptions', requireUser, noStore);

  const target = (res: Response, subscriptionId: string): ActionTarget => ({
    user: requiredAuthUser(res),
    subscriptionId,
    correlationId: correlationIdOf(res),
  });
  const answer = (res: Response, { view, confirmation }: ActionResult) =>
    res.json({
      subscription: toSubscriptionDto(view),
      confirmation: confirmation && toConfirmationDto(confirmation),
    });

  router.get('/api/subscriptions', async (req, res) => {
    const query = parseInput(subscriptionPageQuery, req.query, 'query');
    const { subscriptions, pagination } = await listOwnSubscriptions(
      deps,
      requiredAuthUser(res),
      query.page,
      query.page_size,
    );
    const now = deps.now();
    res.json({ subscriptions: subscriptions.map((each) => toSubscriptionSummaryDto(each, now)), pagination });
  });

  router.get('/api/subscriptions/current', async (_req, res) => {
    const subscription = await currentSubscription(deps, requiredAuthUser(res));
    // 200 with null, not 404: a customer without a subscription is not a missing resource.
    res.json(subscription ? toSubscriptionDto(await viewOf(deps, subscription)) : null);
  });

  router.get('/api/subscriptions/:id', async (req, res) => {
    const subscription = await findOwnSubscription(deps, requiredAuthUser(res), req.params.id as string);
    res.json(toSubscriptionDto(await viewOf(deps, subscription)));
  });

  router.get('/api/subscriptions/:id/confirmations', async (req, res) => {
    const query = parseInput(subscriptionPageQuery, req.query, 'query');
    const subscription = await findOwnSubscription(deps, requiredAuthUser(res), req.params.id as string);
    const { confirmations, pagination } = confirmationPage(subscription, query.page, query.page_size);
    res.json({ confirmations: confirmations.map(toConfirmationDto), pagination });
  });

  const delivery = '/api/subscriptions/:id/deliveries/:date';

  router.post(`${delivery}/skip`, async (req, res) => {
    parseInput(noSubscriptionFields, req.body);
    answer(res, await skip(deps, target(res, req.params.id as string), req.params.date as string));
  });

  router.post(`${delivery}/unskip`, async (req, res) => {
    parseInput(noSubscriptionFields, req.body);
    answer(res, await unskip(deps, target(res, req.params.id as string), req.params.date as string));
  });

  router.post(`${delivery}/move`, async (req, res) => {
    const { date } = parseInput(moveBody, req.body);
    answer(res, await move(deps, target(res, req.params.id as string), req.params.date as string, date));
  });

  router.post(`${delivery}/meals`, async (req, res) => {
    const { items } = parseInput(mealsBody, req.body);
    answer(
      res,
      await chooseMeals(deps, target(res, req.params.id as string), req.params.date as string, items),
    );
  });

  // PUT: the box's whole choice of extras is replaced, so sending it again changes nothing.
  router.put(`${delivery}/extras`, async (req, res) => {
    const { extras } = parseInput(deliveryExtrasBody, req.body);
    answer(
      res,
      await chooseBoxExtras(deps, target(res, req.params.id as string), req.params.date as string, extras),
    );
  });

  router.post('/api/subscriptions/:id/plan', async (req, res) => {
    const request = parseInput(planBody, req.body);
    answer(res, await changeSubscriptionPlan(deps, target(res, req.params.id as string), request));
  });

  router.post('/api/subscriptions/:id/frequency', async (req, res) => {
    const { frequency } = parseInput(frequencyBody, req.body);
    answer(res, await changeSubscriptionFrequency(deps, target(res, req.params.id as string), frequency));
  });

  router.post('/api/subscriptions/:id/extra-box', async (req, res) => {
    const { date } = parseInput(extraBoxBody, req.body);
    answer(res, await addSubscriptionExtraBox(deps, target(res, req.params.id as string), date));
  });

  router.post('/api/subscriptions/:id/pause', async (req, res) => {
    const { until } = parseInput(pauseBody, req.body);
    answer(res, await pause(deps, target(res, req.params.id as string), until));
  });

  router.post('/api/subscriptions/:id/resume', async (req, res) => {
    parseInput(noSubscriptionFields, req.body);
    answer(res, await resume(deps, target(res, req.params.id as string)));
  });

  router.post('/api/subscriptions/:id/cancel', async (req, res) => {
    parseInput(noSubscriptionFields, req.body);
    answer(res, await cancel(deps, target(res, req.params.id as string)));
  });

  router.post('/api/subscriptions/:id/dietary', async (req, res) => {
    const request = parseInput(dietaryBody, req.body);
    answer(
      res,
      await setDietaryRequirements(deps, target(res, req.params.id as string), request.dietary_requirements),
    );
  });

  router.post('/api/subscriptions/:id/extras', async (req, res) => {
    const request = parseInput(extraBody, req.body);
    answer(
      res,
      await setEveryWeekExtra(
        deps,
        target(res, req.params.id as string),
        request.add_on_id,
        request.quantity,
      ),
    );
  });

  return router;
}
