import type { TestContainers } from './start-test-containers';

/**
 * The containers of this jest run, kept on `globalThis`: jest loads the global setup and teardown as separate
 * modules, and the global object is what they share. Both the int and the e2e projects name the setup, so the
 * second call finds the containers the first started.
 */
const KEY = Symbol.for('mealbox.test-containers');
const shared = globalThis as typeof globalThis & { [KEY]?: TestContainers };

export const runningContainers = (): TestContainers | undefined => shared[KEY];

export function keepRunningContainers(containers: TestContainers | undefined): void {
  shared[KEY] = containers;
}
