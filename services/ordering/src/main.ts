import './tracing';
import { createLogger, runService } from '@mealbox/platform';
import { loadOrderingConfig } from './config';
import { warmCsvFormatter } from './reporting/domain/csv-formatter';
import { startOrdering } from './start-ordering';

const logger = createLogger('ordering');
runService('ordering', logger, async () => {
  const started = await startOrdering(loadOrderingConfig(), logger);
  // Only the deployed process warms the export's worker: the tests start many short-lived instances.
  void warmCsvFormatter();
  return started;
});
