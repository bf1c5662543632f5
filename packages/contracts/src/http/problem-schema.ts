import { z } from 'zod';
import type { Problem } from './problem';

/**
 * The problem+json body (RFC 9457) as a schema, so the API's description documents every error answer with the
 * same shape the services send (`HttpProblem.toProblem`). Registered once as the `Problem` component.
 */
export const problemSchema = z
  .object({
    type: z.string().meta({ description: "Always 'about:blank': the status and title say what went wrong." }),
    title: z.string().meta({ description: "The status's usual phrase ('Not Found')." }),
    status: z.number().int().min(400).max(599),
    detail: z.string().optional().meta({ description: 'What went wrong, in words a person can act on.' }),
    instance: z.string().optional().meta({ description: 'The path that was asked for.' }),
    errors: z.record(z.string(), z.array(z.string())).optional().meta({
      description:
        'Per-field messages, `{field: [messages]}`; `non_field_errors` when no one field is to blame.',
    }),
    challenge_required: z.literal(true).optional().meta({
      description:
        'On a 429 past a per-address threshold: a solved challenge from `GET /auth/challenge/`, sent in `X-Proof-Of-Work`, gets the request through.',
    }),
    challenge_problem: z.enum(['missing', 'malformed', 'wrong', 'expired', 'spent']).optional().meta({
      description:
        'With `challenge_required`: what was wrong with the solution sent (`missing` when none was).',
    }),
  })
  .meta({
    id: 'Problem',
    description: 'Every error answer, as application/problem+json.',
    example: {
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      detail: 'The request body is not valid.',
      instance: '/api/customers/add_address/',
      errors: { postcode: ['Enter a valid UK postcode.'] },
    },
  });

// The schema and the interface the services build answers from must not part ways.
type SameShape<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const problemShapesAgree: SameShape<z.infer<typeof problemSchema>, Problem> = true;
void problemShapesAgree;
