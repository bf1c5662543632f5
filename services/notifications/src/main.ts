import './tracing';
import { createLogger, runService } from '@mealbox/platform';
import { loadNotificationsConfig } from './config';
import { startNotifications } from './start-notifications';

const logger = createLogger('notifications');
runService('notifications', logger, () => startNotifications(loadNotificationsConfig(), logger));
