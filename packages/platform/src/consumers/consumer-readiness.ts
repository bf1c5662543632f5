import type { ReadinessCheck } from '../http/create-http-app';
import type { EventConsumer } from './event-consumer';

/** Not ready while any of the service's consumers holds an event it cannot apply until a dependency is back. */
export function consumersReadiness(consumers: EventConsumer[]): ReadinessCheck {
  return { name: 'consumers', isReady: () => !consumers.some((consumer) => consumer.isWaitingOutOutage()) };
}
