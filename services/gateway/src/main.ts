import './tracing';
import { createLogger, listen, runService } from '@mealbox/platform';
import { loadGatewayConfig } from './config';
import { createGateway } from './create-gateway';
import { internalMetricsListener } from './metrics/internal-metrics-listener';

const logger = createLogger('gateway');
runService('gateway', logger, async () => {
  const config = loadGatewayConfig();
  const gateway = createGateway(config, logger);
  const server = await listen(gateway.handler, config.PORT, config.HOST);
  const metricsServer = await listen(
    internalMetricsListener(gateway.metrics.registry),
    config.GATEWAY_METRICS_PORT,
    config.GATEWAY_METRICS_HOST,
  );
  logger.info(
    {
      url: `http://localhost:${config.PORT}`,
      metrics: `http://${config.GATEWAY_METRICS_HOST}:${config.GATEWAY_METRICS_PORT}/metrics`,
    },
    'gateway listening',
  );
  gateway.prerenderer.start(`http://127.0.0.1:${config.PORT}`);
  return {
    server,
    async close() {
      await new Promise<void>((resolve) => metricsServer.close(() => resolve()));
      await gateway.close();
    },
  };
});
