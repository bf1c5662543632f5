import { PRERENDERED_ANSWERS_GLOBAL } from '@mealbox/contracts/prerender';
import type { FetchLike } from './api-client';

/** The starter's file normally arrives with the app's scripts; a slower one is not waited for past this. */
const WAIT_LIMIT_MS = 2000;

type Answers = Record<string, unknown>;

/**
 * The API client's fetch on a prerendered page: the first time the app asks for one of the public answers the copy
 * was made from (a GET without Authorization, the same path and query), it gets the answer the gateway kept with
 * the copy (`data-answers` on the starter script) instead of a round trip, so the app's page is complete, and can
 * replace the copy, as soon as its scripts have run. Each answer is used once; anything else, and everything after,
 * goes to the network.
 *
 * Trade-off: the app shows the data exactly as the copy on screen does (a change to meals or prices drops both at
 * once, and the file then answers 404), not data fetched a second or two later; the server stays the authority for
 * everything a visitor then does (prices are quoted again on every choice, orders priced on the server).
 */
export function answeringFromPrerender(
  next: FetchLike,
  pending: () => Promise<Answers> | undefined = startersAnswers,
): FetchLike {
  return async (input, init) => {
    const answers = isPublicRead(init) ? pending() : undefined;
    if (!answers) return next(input, init);
    const kept = await withinLimit(answers);
    const body = kept?.[input];
    if (typeof body !== 'string' || init.signal?.aborted) return next(input, init);
    delete kept?.[input];
    return new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
}

function isPublicRead(init: RequestInit): boolean {
  const method = (init.method ?? 'GET').toUpperCase();
  return method === 'GET' && !new Headers(init.headers).has('Authorization');
}

function startersAnswers(): Promise<Answers> | undefined {
  const answers = (globalThis as unknown as Record<string, unknown>)[PRERENDERED_ANSWERS_GLOBAL];
  return answers instanceof Promise ? (answers as Promise<Answers>) : undefined;
}

async function withinLimit(answers: Promise<Answers>): Promise<Answers | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      answers.catch(() => undefined),
      new Promise<undefined>((resolve) => {
        timer = setTimeout(() => resolve(undefined), WAIT_LIMIT_MS);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
