import { Router } from 'express';
import { contactMessageRequestShape } from '@mealbox/contracts';
import type { ContactPriority } from '@mealbox/contracts';
import {
  authUserOf,
  parseInput,
  refuseInvalidToken,
  requireUser,
  requiredAuthUser,
  strictBody,
} from '@mealbox/platform';
import { perksOf } from '../../domain/perks-of';
import { submitContactMessage } from '../domain/contact-messages';
import type { ContactDeps } from '../domain/contact-messages';
import { toContactMessageDto } from './contact-dto';

export const contactBody = strictBody(contactMessageRequestShape);

/**
 * The public contact form (spec: /contact): anyone may write, a few times per address. A signed-in customer's
 * token says who is writing (for priority support); a token sent and refused is a 401, so the browser refreshes it
 * and sends again rather than the message arriving as a stranger's. A signed-in caller may also ask whether their
 * messages are answered first, so the page can say so before they write.
 */
export function contactRoutes(deps: ContactDeps): Router {
  const router = Router();

  router.post('/api/contact/', refuseInvalidToken, async (req, res) => {
    const form = parseInput(contactBody, req.body);
    const message = await submitContactMessage(deps, form, req.ip ?? 'unknown', authUserOf(res)?.id);
    res.status(201).set('Cache-Control', 'no-store').json(toContactMessageDto(message));
  });

  // Whether a message the caller sends now would be priority: the same rule the POST applies.
  router.get('/api/contact/priority/', requireUser, async (_req, res) => {
    const { prioritySupport } = await perksOf(deps, requiredAuthUser(res).id);
    const answer: ContactPriority = { priority: prioritySupport };
    res.set('Cache-Control', 'no-store').json(answer);
  });

  return router;
}
