import { isDeepStrictEqual } from 'node:util';
import { API_VERSION } from './build-service-document';
import type { ApiDocument } from './api-document';

/** One service's document, and the name its group of tags is listed under. */
export interface ServiceApiDocument {
  service: string;
  document: ApiDocument;
}

type Named<T> = Record<string, T>;
type Components = NonNullable<ApiDocument['components']>;
type PathItem = NonNullable<ApiDocument['paths']>[string];
type Tag = NonNullable<ApiDocument['tags']>[number];

/**
 * The whole API as one OpenAPI 3.1 document: every service's paths, components and tags, with the tags grouped
 * by service (`x-tagGroups`, which the reference page shows as its sections). Two services describing the same
 * operation, or one component name meaning two things, is an error rather than a silent overwrite.
 */
export function mergeApiDocuments(
  info: { title: string; description: string },
  services: readonly ServiceApiDocument[],
): ApiDocument {
  const paths: Named<PathItem> = {};
  const schemas: NonNullable<Components['schemas']> = {};
  const securitySchemes: NonNullable<Components['securitySchemes']> = {};
  const tags: Tag[] = [];
  for (const { service, document } of services) {
    for (const [path, item] of Object.entries(document.paths ?? {})) {
      const merged = (paths[path] ??= {});
      for (const [method, operation] of Object.entries(item)) {
        if (method in merged) throw new Error(`${method.toUpperCase()} ${path} is described by two services`);
        Object.assign(merged, { [method]: operation });
      }
    }
    addAll(schemas, document.components?.schemas, 'schema', service);
    addAll(securitySchemes, document.components?.securitySchemes, 'security scheme', service);
    for (const tag of document.tags ?? []) {
      if (tags.some((known) => known.name === tag.name)) {
        throw new Error(`tag '${tag.name}' of ${service} is already another service's`);
      }
      tags.push(tag);
    }
  }
  return {
    openapi: '3.1.0',
    info: { title: info.title, version: API_VERSION, description: info.description },
    tags,
    'x-tagGroups': services.map(({ service, document }) => ({
      name: service,
      tags: (document.tags ?? []).map((tag) => tag.name),
    })),
    paths,
    components: { schemas, securitySchemes },
  };
}

function addAll<T>(into: Named<T>, from: Named<T> | undefined, what: string, service: string): void {
  for (const [name, value] of Object.entries(from ?? {})) {
    if (name in into && !isDeepStrictEqual(into[name], value)) {
      throw new Error(`${what} '${name}' of ${service} differs from another service's`);
    }
    into[name] = value;
  }
}
