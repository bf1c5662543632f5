import { lazy, type ComponentType } from 'react';
import type { RouteObject } from '@mealbox/web-kit/router';
import type { RouteHandle } from '@mealbox/web-kit';
import type * as InfoPages from './info-pages';

type InfoPageName = keyof typeof InfoPages;

/**
 * A page in a chunk of its own, loaded on its first visit (the shell's Suspense shows 'Loading…' meanwhile), so a
 * visitor downloads the code of the pages they open and no other. A prerendered page names its chunk up front.
 */
function lazyPage<Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const HomePage = lazyPage(() => import('./home/HomePage'), 'HomePage');
const MenuPage = lazyPage(() => import('./menu/MenuPage'), 'MenuPage');
const LoginPage = lazyPage(() => import('./auth/LoginPage'), 'LoginPage');
const ForgotPasswordPage = lazyPage(() => import('./auth/ForgotPasswordPage'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyPage(() => import('./auth/ResetPasswordPage'), 'ResetPasswordPage');
const PlanPage = lazyPage(() => import('./plan/PlanPage'), 'PlanPage');
/** Its prices load live when it opens. */
const PricingPage = lazyPage(() => import('./pricing/PricingPage'), 'PricingPage');

/** An information page's route. The information pages share one chunk: they are small and mostly words. */
function infoRoute(path: string, page: InfoPageName, title: string): RouteObject {
  const Page = lazyPage(() => import('./info-pages'), page);
  return { path, element: <Page />, handle: { title } satisfies RouteHandle };
}

/**
 * What this remote exposes (`mfe_storefront/routes`): route objects only, nothing global. The shell's URL table
 * sends these paths here; `handle.title` names the page in the tab ('Menu | Mealbox').
 */
export const routes: RouteObject[] = [
  { path: '/', element: <HomePage />, handle: {} satisfies RouteHandle },
  { path: '/meals', element: <MenuPage />, handle: { title: 'Menu' } satisfies RouteHandle },
  { path: '/pricing', element: <PricingPage />, handle: { title: 'Pricing' } satisfies RouteHandle },
  { path: '/login', element: <LoginPage />, handle: { title: 'Log in' } satisfies RouteHandle },
  {
    path: '/forgot-password',
    element: <ForgotPasswordPage />,
    handle: { title: 'Reset your password' } satisfies RouteHandle,
  },
  {
    path: '/reset-password/:uid/:token',
    element: <ResetPasswordPage />,
    handle: { title: 'Choose a new password' } satisfies RouteHandle,
  },
  {
    path: '/join-now/plans',
    element: <PlanPage />,
    handle: { title: 'Start your plan' } satisfies RouteHandle,
  },
  infoRoute('/how-it-works', 'HowItWorksPage', 'How it Works'),
  infoRoute('/about-us', 'AboutPage', 'About Us'),
  infoRoute('/contact', 'ContactPage', 'Contact Us'),
  infoRoute('/help', 'HelpPage', 'Help Centre'),
  infoRoute('/faq', 'FaqPage', 'FAQs'),
  infoRoute('/delivery', 'DeliveryPage', 'Delivery'),
  infoRoute('/returns', 'ReturnsPage', 'Returns & Refunds'),
  infoRoute('/privacy', 'PrivacyPage', 'Privacy Policy'),
  infoRoute('/terms', 'TermsPage', 'Terms & Conditions'),
  infoRoute('/cookies', 'CookiesPage', 'Cookie Policy'),
  infoRoute('/accessibility', 'AccessibilityPage', 'Accessibility'),
];
