import { createLogger, listen, runService } from '@mealbox/platform';
import { loadGatewayConfig } from './config';
import { createGateway } from './create-gateway';

const logger = createLogger('gateway');
runService('gateway', logger, async () => {
  const config = loadGatewayConfig();
  const gateway = createGateway(config, logger);
  const server = await listen(gateway.handler, config.PORT, config.HOST);
  logger.info({ url: `http://localhost:${config.PORT}` }, 'gateway listening');
  gateway.prerenderer.start(`http://127.0.0.1:${config.PORT}`);
  return {
    server,
    async close() {
      await gateway.close();
    },
  };
});
