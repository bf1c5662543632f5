import type { RouteObject } from '@mealbox/web-kit/router';
import type { RouteHandle } from '@mealbox/web-kit';
import { AccountPage } from './account/AccountPage';
import { CartPage } from './cart/CartPage';
import { ACCOUNT_PATH, PURCHASE_PATHS } from './checkout-paths';
import { DetailsPage } from './details/DetailsPage';
import { ExistingDetailsPage } from './details/ExistingDetailsPage';
import { ErrorPage } from './error/ErrorPage';
import { MealsPage } from './meals/MealsPage';
import { SuccessPage } from './success/SuccessPage';

/**
 * What this remote exposes (`mfe_checkout/routes`): route objects only, nothing global. The shell's URL table
 * sends these paths here (behind its customer guard, except /error) and frames them with the site's header and
 * footer.
 */
export const routes: RouteObject[] = [
  { path: ACCOUNT_PATH, element: <AccountPage />, handle: { title: 'My Account' } satisfies RouteHandle },
  {
    path: PURCHASE_PATHS.meals,
    element: <MealsPage />,
    handle: { title: 'Choose your meals' } satisfies RouteHandle,
  },
  {
    path: PURCHASE_PATHS.details,
    element: <DetailsPage />,
    handle: { title: 'Delivery details' } satisfies RouteHandle,
  },
  {
    path: PURCHASE_PATHS.existingDetails,
    element: <ExistingDetailsPage />,
    handle: { title: 'Delivery details' } satisfies RouteHandle,
  },
  { path: '/cart/:orderId', element: <CartPage />, handle: { title: 'Your cart' } satisfies RouteHandle },
  {
    path: PURCHASE_PATHS.success,
    element: <SuccessPage />,
    handle: { title: 'Payment' } satisfies RouteHandle,
  },
  {
    path: PURCHASE_PATHS.error,
    element: <ErrorPage />,
    handle: { title: 'Something went wrong' } satisfies RouteHandle,
  },
];
