import { Router } from 'express';
import { contactMessageRequestShape } from '@mealbox/contracts';
import { parseInput, strictBody } from '@mealbox/platform';
import { submitContactMessage } from '../domain/contact-messages';
import type { ContactDeps } from '../domain/contact-messages';
import { toContactMessageDto } from './contact-dto';

export const contactBody = strictBody(contactMessageRequestShape);

/** The public contact form (spec: /contact): anyone may write, a few times per address. */
export function contactRoutes(deps: ContactDeps): Router {
  const router = Router();

  router.post('/api/contact/', async (req, res) => {
    const form = parseInput(contactBody, req.body);
    const message = await submitContactMessage(deps, form, req.ip ?? 'unknown');
    res.status(201).set('Cache-Control', 'no-store').json(toContactMessageDto(message));
  });

  return router;
}
