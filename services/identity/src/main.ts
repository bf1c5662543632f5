import './tracing';
import { createLogger, runService } from '@mealbox/platform';
import { loadIdentityConfig } from './config';
import { startIdentity } from './start-identity';

const logger = createLogger('identity');
runService('identity', logger, () => startIdentity(loadIdentityConfig(), logger));
