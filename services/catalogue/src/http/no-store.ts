import type { RequestHandler } from 'express';

/** Staff answers are about one moment and one person: no browser or shared cache may keep them. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store');
  next();
};
