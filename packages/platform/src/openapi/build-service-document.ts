import { z } from 'zod';
import { createDocument } from 'zod-openapi';
import type {
  ZodObjectInput,
  ZodOpenApiOperationObject,
  ZodOpenApiPathsObject,
  ZodOpenApiResponseObject,
  ZodOpenApiResponsesObject,
} from 'zod-openapi';
import { PROBLEM_CONTENT_TYPE, problemSchema } from '@mealbox/contracts';
import { ACCESS_TOKEN_SCHEME, ACCESS_TOKEN_SECURITY_SCHEME, type ApiDocument } from './api-document';
import { pathParameterNames, toOpenApiPath } from './express-path';
import type { RouteAnswer, RouteDescription, RouteTag } from './route-description';
import { standardErrors } from './standard-errors';

export interface ServiceDocumentInput {
  /** The service's name in the document's title ('Mealbox identity API'). */
  service: string;
  description: string;
  tags: RouteTag[];
  routes: RouteDescription[];
}

/** Bumped when a change would break a client written against the document (none so far: additive only). */
export const API_VERSION = '1.0.0';
const JSON_TYPE = 'application/json';
/** The keys zod-openapi's responses object takes ('200', '404'). */
type StatusCode = `${1 | 2 | 3 | 4 | 5}${string}`;

/**
 * One service's OpenAPI 3.1 document from its route descriptions: the zod schemas the routes parse with and
 * answer in become the document's schemas (zod 4's JSON Schema, through zod-openapi), every error is the shared
 * `Problem`, and guarded routes carry the access-token scheme. Refuses a list that cannot be right: a route twice,
 * a tag not declared, or path parameters that do not match the path.
 */
export function buildServiceDocument({
  service,
  description,
  tags,
  routes,
}: ServiceDocumentInput): ApiDocument {
  const declared = new Set(tags.map((tag) => tag.name));
  const paths: ZodOpenApiPathsObject = {};
  for (const route of routes) {
    const where = `${route.method.toUpperCase()} ${route.path}`;
    if (!declared.has(route.tag)) throw new Error(`${where}: tag '${route.tag}' is not declared`);
    const item = (paths[toOpenApiPath(route.path)] ??= {});
    if (item[route.method]) throw new Error(`${where} is described twice`);
    item[route.method] = operationOf(route);
  }
  return createDocument({
    openapi: '3.1.0',
    info: { title: `Mealbox ${service} API`, version: API_VERSION, description },
    tags: tags.filter((tag) => routes.some((route) => route.tag === tag.name)),
    paths,
    components: { securitySchemes: { [ACCESS_TOKEN_SCHEME]: ACCESS_TOKEN_SECURITY_SCHEME } },
  });
}

function operationOf(route: RouteDescription): ZodOpenApiOperationObject {
  const security: Record<string, string[]>[] = {
    public: [],
    'optional-sign-in': [{}, { [ACCESS_TOKEN_SCHEME]: [] }],
    'signed-in': [{ [ACCESS_TOKEN_SCHEME]: [] }],
    admin: [{ [ACCESS_TOKEN_SCHEME]: [] }],
  }[route.access];
  return {
    operationId: operationIdOf(route),
    tags: [route.tag],
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    security,
    requestParams: {
      path: pathParametersOf(route),
      // zod-openapi wants a schema typed with an object input; every query is a z.object, but a refinement across
      // its fields (the order report's dates) types it as a plain ZodType.
      ...(route.query ? { query: route.query as ZodObjectInput } : {}),
      ...(route.headers ? { header: route.headers } : {}),
    },
    ...(route.body
      ? {
          requestBody: {
            required: !route.body.optional,
            ...(route.body.description ? { description: route.body.description } : {}),
            content: { [route.body.contentType ?? JSON_TYPE]: { schema: route.body.schema } },
          },
        }
      : {}),
    responses: responsesOf(route),
  };
}

/** `get /api/orders/:id/payment-terms` -> `get_api_orders_id_payment_terms`: stable anchors on the page. */
const operationIdOf = (route: RouteDescription): string =>
  `${route.method}_${route.path.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '')}`;

function pathParametersOf(route: RouteDescription): z.ZodObject {
  const names = pathParameterNames(route.path);
  if (!route.params) return z.object(Object.fromEntries(names.map((name) => [name, z.string()])));
  const given = Object.keys(route.params.shape);
  if (given.join() !== names.join()) {
    throw new Error(
      `${route.method.toUpperCase()} ${route.path}: params ${given.join()} differ from the path's`,
    );
  }
  return route.params;
}

function responsesOf(route: RouteDescription): ZodOpenApiResponsesObject {
  const responses: ZodOpenApiResponsesObject = {};
  for (const [status, answer] of Object.entries(route.answers)) {
    if (answer) responses[status as StatusCode] = answerOf(answer);
  }
  const errors = { ...standardErrors(route), ...route.errors };
  for (const [status, description] of Object.entries(errors)) {
    // A route that answers a status with a page of its own (not problem+json) says so in `answers`.
    if (description && !(status in responses)) {
      responses[status as StatusCode] = {
        description,
        content: { [PROBLEM_CONTENT_TYPE]: { schema: problemSchema } },
      };
    }
  }
  return responses;
}

function answerOf(answer: RouteAnswer): ZodOpenApiResponseObject {
  if (!answer.schema) return { description: answer.description };
  return {
    description: answer.description,
    content: {
      [answer.contentType ?? JSON_TYPE]: { schema: answer.schema },
    },
  };
}
