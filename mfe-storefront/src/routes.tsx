import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '@mealbox/web-kit';
import { HomePage } from './home/HomePage';
import { MenuPage } from './menu/MenuPage';
import { LoginPage } from './auth/LoginPage';
import { PlanPage } from './plan/PlanPage';

/**
 * What this remote exposes (`mfe_storefront/routes`): route objects only, nothing global. The shell's URL table
 * sends these paths here; `handle.title` names the page in the tab ('Menu | Mealbox').
 */
export const routes: RouteObject[] = [
  { path: '/', element: <HomePage />, handle: {} satisfies RouteHandle },
  { path: '/meals', element: <MenuPage />, handle: { title: 'Menu' } satisfies RouteHandle },
  { path: '/login', element: <LoginPage />, handle: { title: 'Log in' } satisfies RouteHandle },
  {
    path: '/join-now/plans',
    element: <PlanPage />,
    handle: { title: 'Start your plan' } satisfies RouteHandle,
  },
];
