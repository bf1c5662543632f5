import './tracing';
import { createLogger, runService } from '@mealbox/platform';
import { loadPaymentConfig } from './config';
import { startPayment } from './start-payment';

const logger = createLogger('payment');
runService('payment', logger, () => startPayment(loadPaymentConfig(), logger));
