import type { RouteObject } from '@mealbox/web-kit/router';
import type { RouteHandle } from '@mealbox/web-kit';
import {
  ADD_ONS_PATH,
  ADMIN_LOGIN_PATH,
  CONFIGURATION_PATH,
  DASHBOARD_PATH,
  DELIVERIES_PATH,
  MEALS_PATH,
  MESSAGES_PATH,
  ORDER_DETAIL_PATH,
  ORDERS_PATH,
  USERS_PATH,
} from './admin-paths';
import { ConfigurationPage } from './configuration/ConfigurationPage';
import { DashboardPage } from './dashboard/DashboardPage';
import { DeliveriesPage } from './deliveries/DeliveriesPage';
import { AddOnsPage } from './add-ons/AddOnsPage';
import { AdminLayout } from './layout/AdminLayout';
import { AdminLoginPage } from './login/AdminLoginPage';
import { MealsPage } from './meals/MealsPage';
import { MessagesPage } from './messages/MessagesPage';
import { OrderDetailPage } from './orders/OrderDetailPage';
import { OrdersPage } from './orders/OrdersPage';
import { UsersPage } from './users/UsersPage';

/**
 * What this remote exposes (`mfe_admin/routes`): route objects only, nothing global. The shell's URL table sends
 * /manage and the guarded /manage-* paths here and draws no frame around them: the sign-in is a page of its own,
 * and the admin screens share the sidebar of AdminLayout.
 */
export const routes: RouteObject[] = [
  {
    path: ADMIN_LOGIN_PATH,
    element: <AdminLoginPage />,
    handle: { title: 'Staff sign-in' } satisfies RouteHandle,
  },
  {
    element: <AdminLayout />,
    children: [
      {
        path: DASHBOARD_PATH,
        element: <DashboardPage />,
        handle: { title: 'Dashboard · Admin' } satisfies RouteHandle,
      },
      {
        path: ORDERS_PATH,
        element: <OrdersPage />,
        handle: { title: 'Orders · Admin' } satisfies RouteHandle,
      },
      {
        path: ORDER_DETAIL_PATH,
        element: <OrderDetailPage />,
        handle: { title: 'Order · Admin' } satisfies RouteHandle,
      },
      {
        path: DELIVERIES_PATH,
        element: <DeliveriesPage />,
        handle: { title: 'Delivery day · Admin' } satisfies RouteHandle,
      },
      {
        path: CONFIGURATION_PATH,
        element: <ConfigurationPage />,
        handle: { title: 'Configuration · Admin' } satisfies RouteHandle,
      },
      { path: MEALS_PATH, element: <MealsPage />, handle: { title: 'Meals · Admin' } satisfies RouteHandle },
      {
        path: ADD_ONS_PATH,
        element: <AddOnsPage />,
        handle: { title: 'Add-ons · Admin' } satisfies RouteHandle,
      },
      { path: USERS_PATH, element: <UsersPage />, handle: { title: 'Users · Admin' } satisfies RouteHandle },
      {
        path: MESSAGES_PATH,
        element: <MessagesPage />,
        handle: { title: 'Messages · Admin' } satisfies RouteHandle,
      },
    ],
  },
];
