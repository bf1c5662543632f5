/** Express's `:name` path parameters, in order. */
export const pathParameterNames = (expressPath: string): string[] =>
  [...expressPath.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1] as string);

/** `/api/orders/:id` as OpenAPI writes it: `/api/orders/{id}`. */
export const toOpenApiPath = (expressPath: string): string =>
  expressPath.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
