import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { toOpenApiPath, type ApiDocument } from '@mealbox/platform';

interface MediaType {
  schema?: object;
}
interface Operation {
  responses?: Record<string, { content?: Record<string, MediaType> }>;
}

const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));

/** The documented media type of one answer, or an error saying the document has no such answer. */
function documentedAnswer(
  document: ApiDocument,
  method: string,
  expressPath: string,
  status: number,
  contentType: string,
): MediaType {
  const item = document.paths?.[toOpenApiPath(expressPath)] as Record<string, Operation> | undefined;
  const media = item?.[method.toLowerCase()]?.responses?.[String(status)]?.content?.[contentType];
  if (!media?.schema)
    throw new Error(`no ${status} ${contentType} answer documented for ${method} ${expressPath}`);
  return media;
}

/**
 * What is wrong with `body` as the documented answer of a route (none: an empty list), checked against the JSON
 * Schema the document publishes (not the zod schema it came from), so a conversion that lost or bent a rule shows.
 */
export function documentedAnswerProblems(
  document: ApiDocument,
  route: { method: string; path: string; status: number; contentType?: string },
  body: unknown,
): string[] {
  const { schema } = documentedAnswer(
    document,
    route.method,
    route.path,
    route.status,
    route.contentType ?? 'application/json',
  );
  // The answer's schema may point into the document's components ('#/components/schemas/Problem').
  const validate = ajv.compile({ ...schema, components: document.components });
  if (validate(body)) return [];
  return (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? ''}`);
}
