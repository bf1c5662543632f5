// Validates an OpenAPI document read from standard input against the OpenAPI specification's JSON Schema and
// prints `{ valid, version, errors }`. A script of its own because the validator is an ES module that jest's
// CommonJS module system cannot load; tests run it with node.
import { Validator } from '@seriousme/openapi-schema-validator';

let text = '';
for await (const chunk of process.stdin) text += chunk;
const validator = new Validator();
const result = await validator.validate(JSON.parse(text));
process.stdout.write(
  JSON.stringify({ valid: result.valid, version: validator.version, errors: result.errors ?? [] }),
);
