import express, { Router } from 'express';
import type { Request, Response } from 'express';
import type { ReminderPreferenceModel } from '../data/reminder-preference-model';
import { setRemindersOff } from '../domain/reminder-preferences';
import { isUnsubscribeSignature } from '../domain/unsubscribe-link';
import { unsubscribePage } from './unsubscribe-page';

export interface UnsubscribeRouteDeps {
  preferences: ReminderPreferenceModel;
  secret: string;
  siteUrl: string;
  now: () => Date;
}

export const UNSUBSCRIBE_PATH = '/api/notifications/reminders/unsubscribe';

/**
 * The reminders' unsubscribe link. GET shows a page with one button (a link scanner that fetches it stops
 * nothing); POST stops the reminders: from that button, or from a mail client's one-click unsubscribe (RFC 8058).
 * Order, payment and account emails still go.
 */
export function unsubscribeRoutes(deps: UnsubscribeRouteDeps): Router {
  const router = Router();
  const signed = (req: Request) => {
    const user = typeof req.query.user === 'string' ? req.query.user : '';
    const sig = typeof req.query.sig === 'string' ? req.query.sig : '';
    return user && sig && user.length <= 64 && isUnsubscribeSignature(deps.secret, user, sig) ? user : null;
  };
  const html = (res: Response, status: number, page: Parameters<typeof unsubscribePage>[1]) =>
    res
      .status(status)
      .type('html')
      .set('Cache-Control', 'no-store')
      .send(unsubscribePage(deps.siteUrl, page));
  const invalid = (res: Response) =>
    html(res, 400, {
      title: 'This link does not work',
      text: 'Use the link in your latest reminder email, or sign in to your account.',
    });

  router.get(UNSUBSCRIBE_PATH, (req, res) => {
    if (!signed(req)) return invalid(res);
    html(res, 200, {
      title: 'Stop box reminders?',
      text: 'We email you two days before each box locks, so you can change, skip or pause it. Emails about your orders and payments still come.',
      button: { label: 'Stop reminders', action: req.originalUrl },
    });
  });

  router.post(UNSUBSCRIBE_PATH, express.urlencoded({ extended: false, limit: '1kb' }), async (req, res) => {
    const user = signed(req);
    if (!user) return invalid(res);
    await setRemindersOff(deps.preferences, user, true, deps.now());
    html(res, 200, {
      title: 'Reminders stopped',
      text: 'You will not get reminders before your boxes lock any more. Emails about your orders and payments still come. Changed your mind? Turn them back on under Email preferences in your account.',
    });
  });
  return router;
}
