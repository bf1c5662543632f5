import { Router } from 'express';
import { z } from 'zod';
import type { OrderEmail } from '@mealbox/contracts';
import {
  noStore,
  pageQueryFields,
  pageWindow,
  paginationOf,
  parseInput,
  requireAdmin,
} from '@mealbox/platform';
import type { MailDocument, MailModel } from '../data/mail-model';

export const orderEmailListQuery = z.object({
  order_id: z.string().regex(/^[0-9a-f]{24}$/i, 'An order id is required.'),
  page: pageQueryFields.page.default(1),
  page_size: pageQueryFields.page_size.default(20),
});

function toOrderEmailDto(mail: MailDocument): OrderEmail {
  return {
    id: mail._id,
    kind: mail.kind as OrderEmail['kind'],
    status: mail.status,
    subject: mail.subject,
    to: mail.sentTo ?? mail.to,
    created_at: mail.createdAt.toISOString(),
    sent_at: mail.sentAt ? mail.sentAt.toISOString() : null,
    attempts: mail.attempts,
    last_error: mail.lastError,
  };
}

/** GET /api/admin/order-emails/?order_id=: the emails about one order, oldest first, for staff. */
export function adminOrderEmailRoutes(mails: MailModel): Router {
  const router = Router();
  router.use('/api/admin/order-emails', requireAdmin, noStore);
  router.get('/api/admin/order-emails/', async (req, res) => {
    const query = parseInput(orderEmailListQuery, req.query, 'query');
    const orderId = query.order_id.toLowerCase();
    const { skip, limit } = pageWindow(query.page, query.page_size);
    const [total, rows] = await Promise.all([
      mails.countDocuments({ orderId }),
      mails.find({ orderId }).sort({ createdAt: 1, _id: 1 }).skip(skip).limit(limit).lean<MailDocument[]>(),
    ]);
    res.json({
      emails: rows.map(toOrderEmailDto),
      pagination: paginationOf(total, query.page, query.page_size),
    });
  });
  return router;
}
