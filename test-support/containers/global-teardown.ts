import { keepRunningContainers, runningContainers } from './running-containers';

/** Stops the containers the global setup started, once, whichever project's teardown comes first. */
export default async function globalTeardown(): Promise<void> {
  const containers = runningContainers();
  if (!containers) return;
  keepRunningContainers(undefined);
  await containers.stop();
}
