import express, { Router } from 'express';
import { courierEventSchema } from '@mealbox/contracts';
import { badRequest, correlationIdOf, parseInput } from '@mealbox/platform';
import type { Logger } from '@mealbox/platform';
import type { OrderingDeps } from '../../shared/domain/ordering-deps';
import { courierSignatureProblem } from '../domain/courier-signature';
import { receiveCourierReport } from '../domain/receive-courier-report';

export const COURIER_WEBHOOK_PATH = '/api/delivery/events';

/**
 * POST /api/delivery/events/: the courier's reports (out for delivery, delivered, a failed attempt). Read raw, as
 * the signature covers the exact bytes; only a signed, fresh, well-formed report is applied, and each report id
 * once. Mounted before the JSON parser and outside sign-in: the courier is a machine with a shared secret.
 */
export function courierRoutes(deps: OrderingDeps, secret: string, logger: Logger): Router {
  const router = Router();
  router.post(COURIER_WEBHOOK_PATH, express.raw({ type: '*/*', limit: '16kb' }), async (req, res) => {
    const body = Buffer.isBuffer(req.body) ? req.body.toString('utf8') : '';
    const problem = courierSignatureProblem(body, req.get('mealbox-courier-signature'), secret, deps.now());
    if (problem) {
      logger.warn({ problem }, 'courier report refused');
      throw badRequest(problem);
    }
    const report = parseInput(courierEventSchema, parseJson(body), 'courier report');
    const outcome = await receiveCourierReport(deps, report, correlationIdOf(res));
    logger.info({ reportId: report.id, type: report.type, ...outcome }, 'courier report');
    res.json({
      received: true,
      duplicate: outcome.duplicate,
      applied: outcome.applied,
      order_status: outcome.orderStatus,
      message: outcome.message,
    });
  });
  return router;
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}
