import type { RequestHandler } from 'express';

/** Personal answers are never kept by browsers or the gateway's edge cache. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store');
  next();
};
