import { Router } from 'express';
import { creditGrantShape } from '@mealbox/contracts';
import {
  correlationIdOf,
  noStore,
  parseInput,
  requireAdmin,
  requireUser,
  requiredAuthUser,
  strictBody,
} from '@mealbox/platform';
import type { OrderingDeps } from '../../shared/domain/ordering-deps';
import { idempotencyKeyHeader } from '../../shared/http/idempotency-key';
import { grantCreditOnOrder } from '../domain/grant-on-order';
import { customerCredit, ownCredit } from '../domain/credit-views';
import { toCreditAccountDto } from './credit-dto';

export const creditGrantBody = strictBody(creditGrantShape);

/** Account credit: staff grant it on an order's page and read any customer's; a customer reads their own. */
export function creditRoutes(deps: OrderingDeps): Router {
  const router = Router();

  router.get('/api/customers/me/credit', requireUser, noStore, async (_req, res) => {
    res.json(toCreditAccountDto(await ownCredit(deps, requiredAuthUser(res).id)));
  });

  router.post('/api/admin/orders/:id/credit', requireAdmin, noStore, async (req, res) => {
    const idempotencyKey = idempotencyKeyHeader(req);
    const body = parseInput(creditGrantBody, req.body);
    const { outcome, customerId } = await grantCreditOnOrder(
      deps,
      requiredAuthUser(res),
      {
        orderId: req.params.id as string,
        amountPence: body.amount,
        reason: body.reason,
        note: body.note ?? '',
        idempotencyKey,
      },
      correlationIdOf(res),
    );
    const account = toCreditAccountDto(await customerCredit(deps, customerId));
    res.status(outcome.status === 'granted' ? 201 : 200).json(account);
  });

  router.get('/api/admin/customers/:customerId/credit', requireAdmin, noStore, async (req, res) => {
    res.json(toCreditAccountDto(await customerCredit(deps, req.params.customerId as string)));
  });

  return router;
}
