import { Router } from 'express';
import { notFound, parseInput, trustedFilter } from '@mealbox/platform';
import type { AddOnDocument, AddOnModel } from '../data/add-on-model';
import type { AddOnImageModel } from '../data/add-on-image-model';
import { parseAddOnId } from '../domain/add-on-fields';
import { toAddOnDto } from './add-on-dto';
import { addOnListQuery } from './add-on-queries';
import type { ResponseCache } from './response-cache';
import { sendCached } from './send-cached';
import { sendStoredImage } from './send-stored-image';

export interface AddOnReadDeps {
  addOns: AddOnModel;
  addOnImages: AddOnImageModel;
  cache: ResponseCache;
}

/** What customers may buy: available add-ons only (each has its food declaration: an available one cannot be without). */
const ON_SALE = { deleted: false, status: 'available' } as const;

/** Public reads of the add-ons: the list (of one category if asked), one add-on, its picture. */
export function addOnReadRoutes({ addOns, addOnImages, cache }: AddOnReadDeps): Router {
  const router = Router();

  router.get('/api/add-ons/', async (req, res) => {
    const query = parseInput(addOnListQuery, req.query, 'query');
    const response = await cache.getOrCreate(`add-ons:${query.category ?? ''}`, async () => {
      const filter = trustedFilter({ ...ON_SALE, ...(query.category ? { category: query.category } : {}) });
      const rows = await addOns
        .find(filter)
        .select({ outbox: 0 })
        .sort({ name: 1, _id: 1 })
        .lean<AddOnDocument[]>();
      return { body: rows.map(toAddOnDto) };
    });
    sendCached(req, res, response);
  });

  router.get('/api/add-ons/:id/', async (req, res) => {
    const id = req.params.id as string;
    const response = await cache.getOrCreate(`add-on:${id}`, async () => {
      const addOn = await addOns
        .findOne(trustedFilter({ ...ON_SALE, _id: parseAddOnId(id) }))
        .select({ outbox: 0 })
        .lean<AddOnDocument>();
      if (!addOn) throw notFound('Add-on not found.');
      return { body: toAddOnDto(addOn) };
    });
    sendCached(req, res, response);
  });

  router.get('/api/add-ons/:id/image', (req, res) => sendStoredImage(req, res, addOnImages));

  return router;
}
