import { mergeApiDocuments, SERVICE_DOCUMENT_PATH } from '@mealbox/platform';
import type { ApiDocument, Logger, ServiceApiDocument } from '@mealbox/platform';
import type { UpstreamPool } from '../proxy/upstream-pool';

/** A service whose document is part of the API's, and where its instances are. */
export interface DocumentedService {
  service: string;
  upstream: UpstreamPool;
}

export interface ApiSchemaSource {
  /** The whole API's document, merged from every service's own. */
  current(): Promise<ApiDocument>;
}

/** Why the merged document cannot be given now: a service did not hand over its own. */
export class ServiceDocumentUnavailable extends Error {}

const API_INFO = {
  title: 'Mealbox API',
  description:
    'The API of Mealbox, the UK meal-box subscription shop, as the gateway at this address exposes it: every ' +
    'service’s routes under `/api` and `/auth`. Bodies and answers are JSON in snake_case; money is pounds as ' +
    'a decimal string (`"59.99"`); every error is `application/problem+json`. Signed-in calls send ' +
    '`Authorization: JWT <access>`.',
};

/**
 * The merged document, built from each service's `/openapi.json` and kept for `keepMs` (a deploy shows up
 * within that). Services own their documents; the gateway only puts them together, so it imports none of them.
 */
export function createApiSchemaSource(
  services: readonly DocumentedService[],
  { keepMs, timeoutMs, logger }: { keepMs: number; timeoutMs: number; logger: Logger },
): ApiSchemaSource {
  let kept: { document: ApiDocument; until: number } | undefined;
  let pending: Promise<ApiDocument> | undefined;

  const fetchOne = async ({ service, upstream }: DocumentedService): Promise<ServiceApiDocument> => {
    const instance = upstream.next();
    try {
      const response = await fetch(new URL(SERVICE_DOCUMENT_PATH, instance), {
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`answered ${response.status}`);
      return { service, document: (await response.json()) as ApiDocument };
    } catch (error) {
      logger.warn({ err: error, service }, 'service API document unavailable');
      throw new ServiceDocumentUnavailable(
        `The ${service} service’s API description cannot be read right now.`,
      );
    }
  };

  const build = async () => {
    const document = mergeApiDocuments(API_INFO, await Promise.all(services.map(fetchOne)));
    kept = { document, until: Date.now() + keepMs };
    return document;
  };

  return {
    current() {
      if (kept && kept.until > Date.now()) return Promise.resolve(kept.document);
      pending ??= build().finally(() => {
        pending = undefined;
      });
      return pending;
    },
  };
}
