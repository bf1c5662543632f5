import { Router } from 'express';
import type { RequestHandler, Response } from 'express';
import type { AdminAddOnList } from '@mealbox/contracts';
import {
  escapeRegex,
  notFound,
  pageWindow,
  paginationOf,
  parseInput,
  requireAdmin,
  trustedFilter,
} from '@mealbox/platform';
import type { AddOnDocument } from '../data/add-on-model';
import { parseAddOnId } from '../domain/add-on-fields';
import type { AddOnWriteDeps } from '../domain/add-on-write-deps';
import { deleteAddOn } from '../domain/delete-add-on';
import { createAddOn } from '../domain/create-add-on';
import { updateAddOn } from '../domain/update-add-on';
import { toAddOnDto } from './add-on-dto';
import { readAddOnChanges, readWholeAddOn } from './add-on-form-input';
import { adminAddOnListQuery } from './add-on-queries';
import { noStore } from './no-store';

export const adminAddOnPath = (id: string) => `/api/admin/add-ons/${id}/`;

/**
 * Staff's add-ons (/manage-add-ons): every add-on whatever its status, and add, replace (PUT), change (PATCH) and
 * delete as multipart forms like the meal form, picture optional. Only admins; `authenticate` runs before any body
 * is read, so a stranger's upload is refused unread. Each change publishes AddOnUpserted through the outbox.
 */
export function addOnAdminRoutes(deps: AddOnWriteDeps, authenticate: RequestHandler): Router {
  const router = Router();
  const staffOnly = [authenticate, requireAdmin, noStore];
  const correlationId = (res: Response) => res.locals.correlationId as string;

  router.get('/api/admin/add-ons/', ...staffOnly, async (req, res) => {
    const query = parseInput(adminAddOnListQuery, req.query, 'query');
    const filter: Record<string, unknown> = { deleted: false };
    if (query.category) filter.category = query.category;
    if (query.status) filter.status = query.status;
    if (query.search) filter.name = { $regex: escapeRegex(query.search), $options: 'i' };
    const safeFilter = trustedFilter(filter);
    const { skip, limit } = pageWindow(query.page, query.page_size);
    const [rows, total] = await Promise.all([
      deps.addOns
        .find(safeFilter)
        .select({ outbox: 0 })
        .sort({ name: 1, _id: 1 })
        .skip(skip)
        .limit(limit)
        .lean<AddOnDocument[]>(),
      deps.addOns.countDocuments(safeFilter),
    ]);
    const list: AdminAddOnList = {
      add_ons: rows.map(toAddOnDto),
      pagination: paginationOf(total, query.page, query.page_size),
    };
    res.json(list);
  });

  router.get('/api/admin/add-ons/:id/', ...staffOnly, async (req, res) => {
    const addOn = await deps.addOns
      .findOne(trustedFilter({ _id: parseAddOnId(req.params.id as string), deleted: false }))
      .select({ outbox: 0 })
      .lean<AddOnDocument>();
    if (!addOn) throw notFound('Add-on not found.');
    res.json(toAddOnDto(addOn));
  });

  router.post('/api/admin/add-ons/', ...staffOnly, async (req, res) => {
    const { changes, food, image } = await readWholeAddOn(req);
    const saved = await createAddOn(deps, {
      draft: changes,
      food,
      ...(image ? { image } : {}),
      correlationId: correlationId(res),
    });
    const addOn = toAddOnDto(saved);
    res.status(201).location(adminAddOnPath(addOn.id)).json(addOn);
  });

  router.put('/api/admin/add-ons/:id/', ...staffOnly, async (req, res) => {
    const { changes, food, image } = await readWholeAddOn(req);
    const saved = await updateAddOn(deps, {
      addOnId: req.params.id as string,
      changes,
      food,
      ...(image ? { image } : {}),
      correlationId: correlationId(res),
    });
    res.json(toAddOnDto(saved));
  });

  router.patch('/api/admin/add-ons/:id/', ...staffOnly, async (req, res) => {
    const { changes, food, image } = await readAddOnChanges(req);
    const saved = await updateAddOn(deps, {
      addOnId: req.params.id as string,
      changes,
      food,
      ...(image ? { image } : {}),
      correlationId: correlationId(res),
    });
    res.json(toAddOnDto(saved));
  });

  router.delete('/api/admin/add-ons/:id/', ...staffOnly, async (req, res) => {
    await deleteAddOn(deps, req.params.id as string, correlationId(res));
    res.status(204).end();
  });

  return router;
}
