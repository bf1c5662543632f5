import { z } from 'zod';
import type { HttpProblem } from './http-problem';
import { parseInput } from './parse-request';
import { strictBody } from './strict-body';

const schema = strictBody({
  name: z.string({ error: 'Not a valid string.' }),
  count: z.number({ error: 'A valid integer is required.' }).optional(),
});

function errorsOf(body: unknown): Record<string, string[]> | undefined {
  try {
    parseInput(schema, body);
    return undefined;
  } catch (error) {
    return (error as HttpProblem).errors;
  }
}

describe('strictBody', () => {
  it('when the body has exactly the known fields, then it parses them', () => {
    expect(parseInput(schema, { name: 'Ada', count: 2 })).toEqual({ name: 'Ada', count: 2 });
  });

  it('when unknown fields come with an invalid known one, then every problem is named at once', () => {
    expect(errorsOf({ name: { $gt: '' }, $where: 'sleep(1)', extra: 1 })).toEqual({
      name: ['Not a valid string.'],
      $where: ['This field is not allowed.'],
      extra: ['This field is not allowed.'],
    });
  });

  it('when there is no body, then it reads as an empty object', () => {
    expect(errorsOf(undefined)).toEqual({ name: ['Not a valid string.'] });
  });

  it('when the body is an array or a string, then it is not a JSON object', () => {
    expect(errorsOf([{ name: 'Ada' }])).toEqual({ non_field_errors: ['Expected a JSON object.'] });
    expect(errorsOf('Ada')).toEqual({ non_field_errors: ['Expected a JSON object.'] });
  });
});
