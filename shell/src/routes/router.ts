import { createBrowserRouter } from '@mealbox/web-kit/router';
import { session } from '@mealbox/web-kit';
import { createRoutes } from './create-routes';

export const router = createBrowserRouter(createRoutes());

// Guards run again whenever the visitor signs in or out (here or in another tab), so a guarded page never stays
// on screen for someone it would not have let in.
session.store.subscribe(() => {
  void router.revalidate();
});
