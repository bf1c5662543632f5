import { StrictMode } from 'react';
import { nextTask } from './prerender/next-task';

/**
 * Starts the app in three tasks rather than one: React's DOM renderer, then the router with the route table (which
 * bring in web-kit and the shell's pages), then the first render, which runs as a transition and so yields by
 * itself. Each is a module group's first run, 50-100 ms of a phone's main thread; in one task they were a single
 * long one that a tap had to wait behind. The imports are eager: the modules stay in this chunk (no extra request),
 * only their running is put off. The global stylesheet is imported the same way and first, so that the build puts
 * it ahead of the components' own styles (a component's class overrides a primitive's, as the header's phone-width
 * rule hides the Login button's).
 */
async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  await import(/* webpackMode: "eager" */ '@mealbox/web-kit/src/styles/index.css');
  const { mountApp } = await import(/* webpackMode: "eager" */ './prerender/mount-app');
  await nextTask();
  const { RouterProvider } = await import(/* webpackMode: "eager" */ '@mealbox/web-kit/router');
  const { router } = await import(/* webpackMode: "eager" */ './routes/router');
  await nextTask();
  mountApp(
    container,
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

void start().catch((error: unknown) => {
  console.error('Mealbox failed to start', error);
});
