import path from 'node:path';
import { createLogger, listen, portSchema, runService } from '@mealbox/platform';
import { serveBuiltApp } from './static/serve-built-app';

/**
 * Serves one remote front end's build on its own port, the way each remote is deployed on its own:
 * `node static-host-main.js <dist dir> <port>` (HOST picks the interface, loopback by default).
 */
const [dirArgument, portArgument] = process.argv.slice(2);
const logger = createLogger('static-host');
runService('static-host', logger, async () => {
  if (!dirArgument || !portArgument) throw new Error('usage: static-host-main <dist dir> <port>');
  const dir = path.resolve(dirArgument);
  const port = portSchema.parse(portArgument);
  const host = process.env.HOST ?? '127.0.0.1';
  const server = await listen(serveBuiltApp(dir), port, host);
  logger.info({ dir, port }, 'serving a built front end');
  return { server, close: async () => undefined };
});
