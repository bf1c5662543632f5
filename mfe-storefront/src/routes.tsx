import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '@mealbox/web-kit';
import { HomePage } from './home/HomePage';
import { MenuPage } from './menu/MenuPage';
import { LoginPage } from './auth/LoginPage';
import { PlanPage } from './plan/PlanPage';
import type * as InfoPages from './info-pages';

type InfoPageName = keyof typeof InfoPages;

/** The pricing page, in a chunk of its own (its prices load live when it opens). */
const PricingPage = lazy(async () => ({ default: (await import('./pricing/PricingPage')).PricingPage }));

/**
 * An information page's route. The pages come from one chunk loaded on first use (the shell's Suspense shows
 * 'Loading…' meanwhile), so the homepage and menu never download them.
 */
function infoRoute(path: string, page: InfoPageName, title: string): RouteObject {
  const Page = lazy(async () => ({ default: (await import('./info-pages'))[page] }));
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
