import './tracing';
import { createLogger, runService } from '@mealbox/platform';
import { loadCatalogueConfig } from './config';
import { startCatalogue } from './start-catalogue';

const logger = createLogger('catalogue');
runService('catalogue', logger, () => startCatalogue(loadCatalogueConfig(), logger));
