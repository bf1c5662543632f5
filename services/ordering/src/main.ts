import { createLogger, runService } from '@mealbox/platform';
import { loadOrderingConfig } from './config';
import { startOrdering } from './start-ordering';

const logger = createLogger('ordering');
runService('ordering', logger, () => startOrdering(loadOrderingConfig(), logger));
