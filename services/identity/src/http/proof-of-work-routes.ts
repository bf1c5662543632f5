import { Router } from 'express';
import type { ProofOfWork } from '../domain/proof-of-work';

/**
 * `GET /auth/challenge/`: a fresh proof-of-work challenge, asked for by a page that met `challenge_required`.
 * Under `/auth`, so the gateway sends it to identity like the other sign-in calls. Issuing one costs a single
 * key derivation (one guess's work); the gateway's per-address request limit bounds how often it can be asked.
 */
export function proofOfWorkRoutes(proofOfWork: ProofOfWork): Router {
  const router = Router();
  router.get('/auth/challenge/', async (_req, res) => {
    res.set('Cache-Control', 'no-store').json(await proofOfWork.issue());
  });
  return router;
}
