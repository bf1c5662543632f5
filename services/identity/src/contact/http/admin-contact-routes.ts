import { Router } from 'express';
import type { Response } from 'express';
import { z } from 'zod';
import { CONTACT_MESSAGE_STATUSES, contactMessageUpdateShape } from '@mealbox/contracts';
import { pageQueryFields, parseInput, strictBody } from '@mealbox/platform';
import type { ContactDeps } from '../domain/contact-messages';
import { listContactMessages, setContactMessageHandled } from '../domain/contact-messages';
import type { UserWriteDeps } from '../../domain/register-user';
import { activeAdminOnly } from '../../http/active-admin';
import { toContactMessageDto } from './contact-dto';

/** Unknown query parameters are ignored; bad values of known ones are not. */
export const contactListQuery = z.object({
  status: z.enum(CONTACT_MESSAGE_STATUSES, { error: 'Choose new or handled.' }).optional(),
  page: pageQueryFields.page.default(1),
  page_size: pageQueryFields.page_size.default(10),
});

export const contactUpdateBody = strictBody(contactMessageUpdateShape);

/** Contact messages for staff: the list (newest first) and marking one handled (with an answer of their own). */
export function adminContactRoutes(deps: ContactDeps & Pick<UserWriteDeps, 'users'>): Router {
  const router = Router();
  router.use('/api/admin/contact-messages', ...activeAdminOnly(deps));
  const actorOf = (res: Response) => res.locals.user as { id: string; username: string };

  router.get('/api/admin/contact-messages/', async (req, res) => {
    const query = parseInput(contactListQuery, req.query, 'query');
    const { messages, pagination } = await listContactMessages(deps, query);
    res.json({ messages: messages.map(toContactMessageDto), pagination });
  });

  router.patch('/api/admin/contact-messages/:id/', async (req, res) => {
    const { handled, reply } = parseInput(contactUpdateBody, req.body);
    const message = await setContactMessageHandled(
      deps,
      actorOf(res),
      req.params.id as string,
      handled,
      reply,
    );
    res.json(toContactMessageDto(message));
  });

  return router;
}
