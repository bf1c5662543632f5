import { z } from 'zod';
import { buildServiceDocument } from './build-service-document';
import { documentedOperations } from './document-drift';
import { mergeApiDocuments } from './merge-api-documents';
import type { RouteDescription } from './route-description';

const info = { title: 'Mealbox API', description: 'All of it.' };
const route = (path: string, tag: string): RouteDescription => ({
  method: 'get',
  path,
  tag,
  summary: 'A route',
  access: 'public',
  answers: { 200: { description: 'It.', schema: z.object({ id: z.string() }) } },
  errors: { 404: 'Not there.' },
});
const documentOf = (service: string, tag: string, paths: string[]) => ({
  service,
  document: buildServiceDocument({
    service,
    description: service,
    tags: [{ name: tag, description: tag }],
    routes: paths.map((path) => route(path, tag)),
  }),
});

describe('mergeApiDocuments', () => {
  it('when two services are merged, then every operation, the shared Problem schema and a group per service are there', () => {
    const merged = mergeApiDocuments(info, [
      documentOf('identity', 'Accounts', ['/auth/users/me/']),
      documentOf('catalogue', 'Menu', ['/api/meals/', '/api/meals/:id']),
    ]);
    expect(documentedOperations(merged).sort()).toEqual([
      'GET /api/meals/',
      'GET /api/meals/{id}',
      'GET /auth/users/me/',
    ]);
    expect(Object.keys(merged.components?.schemas ?? {})).toEqual(['Problem']);
    expect(merged['x-tagGroups']).toEqual([
      { name: 'identity', tags: ['Accounts'] },
      { name: 'catalogue', tags: ['Menu'] },
    ]);
  });

  it('when two services describe the same operation, then merging refuses', () => {
    expect(() =>
      mergeApiDocuments(info, [documentOf('a', 'A', ['/api/x']), documentOf('b', 'B', ['/api/x'])]),
    ).toThrow('GET /api/x is described by two services');
  });

  it('when one component name means two things, then merging refuses', () => {
    const other = documentOf('b', 'B', ['/api/y']);
    const schemas = other.document.components?.schemas ?? {};
    schemas.Problem = { type: 'string' };
    expect(() => mergeApiDocuments(info, [documentOf('a', 'A', ['/api/x']), other])).toThrow(
      "schema 'Problem' of b differs from another service's",
    );
  });
});

describe('buildServiceDocument', () => {
  it('when a route is described twice or under an undeclared tag, then building refuses', () => {
    const build = (routes: RouteDescription[]) =>
      buildServiceDocument({
        service: 's',
        description: 's',
        tags: [{ name: 'T', description: 't' }],
        routes,
      });
    expect(() => build([route('/api/x', 'T'), route('/api/x', 'T')])).toThrow(
      'GET /api/x is described twice',
    );
    expect(() => build([route('/api/x', 'U')])).toThrow("tag 'U' is not declared");
  });

  it('when a route is guarded, then it carries the JWT scheme and the guards’ errors', () => {
    const document = buildServiceDocument({
      service: 's',
      description: 's',
      tags: [{ name: 'T', description: 't' }],
      routes: [{ ...route('/api/admin/x', 'T'), access: 'admin' }],
    });
    const operation = document.paths?.['/api/admin/x']?.get;
    expect(operation?.security).toEqual([{ JWT: [] }]);
    expect(Object.keys(operation?.responses ?? {}).sort()).toEqual(['200', '401', '403', '404', '503']);
  });
});
