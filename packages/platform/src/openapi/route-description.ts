import type { z } from 'zod';

/** The HTTP methods the services' routers use. */
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * Who may call a route, as its guards decide:
 * - `public`: anyone, no token read;
 * - `optional-sign-in`: anyone, but a token that is sent must be valid (the answer may depend on who asks);
 * - `signed-in`: `requireUser`, any valid access token;
 * - `admin`: `requireAdmin`, a token of someone who is both staff and superuser.
 */
export type RouteAccess = 'public' | 'optional-sign-in' | 'signed-in' | 'admin';

/** One kind of successful answer. No `schema` means no body (a 204, a redirect). */
export interface RouteAnswer {
  description: string;
  schema?: z.ZodType;
  /** `application/json` unless said otherwise. */
  contentType?: string;
}

/** A request body: its schema (the one the route parses with, or its field map made strict) and media type. */
export interface RouteBody {
  schema: z.ZodType;
  /** `application/json` unless said otherwise. */
  contentType?: string;
  description?: string;
  /** The body may be left out altogether (routes that take no fields). */
  optional?: true;
}

/**
 * A service's own account of one route, kept next to its router (a `*routes-document.ts` per feature). The
 * platform turns a service's list into its OpenAPI document; the service's drift test checks the list against
 * the routes its express app really has, so neither can change without the other.
 */
export interface RouteDescription {
  method: HttpMethod;
  /** The path exactly as the router declares it (`/api/orders/:id`); the document writes `{id}`. */
  path: string;
  /** The group it is listed under (one of the service's declared tags). */
  tag: string;
  /** One line, British English. */
  summary: string;
  description?: string;
  access: RouteAccess;
  /** Path parameters; without it each `:name` is documented as a string. */
  params?: z.ZodObject;
  /** The query's fields: a `z.object` (refinements across fields allowed). */
  query?: z.ZodType;
  headers?: z.ZodObject;
  body?: RouteBody;
  /** Successful answers by status. */
  answers: Partial<Record<number, RouteAnswer>>;
  /**
   * Error answers particular to this route (problem+json), by status, with what causes them. The ones every
   * route of its kind can give (400 for a bad body or query, 401 and 403 from the guards, 503) are added.
   */
  errors?: Partial<Record<number, string>>;
}

/** A named group of routes, as the reference page lists them. */
export interface RouteTag {
  name: string;
  description: string;
}
