import { useDeliveryPrice } from '@mealbox/web-kit';
import { DocumentPage } from './info/DocumentPage';
import { ACCESSIBILITY } from './policies/accessibility';
import { COOKIES } from './policies/cookies';
import { deliveryPolicy } from './policies/delivery';
import { PRIVACY } from './policies/privacy';
import { RETURNS } from './policies/returns';
import { TERMS } from './policies/terms';

/**
 * The information pages, in one chunk of their own: routes.tsx loads it the first time one of them is opened, so
 * the homepage and menu never download the legal text.
 */
export { HowItWorksPage } from './how-it-works/HowItWorksPage';
export { AboutPage } from './about/AboutPage';
export { HelpPage } from './help/HelpPage';
export { FaqPage } from './faq/FaqPage';
export { ContactPage } from './contact/ContactPage';

export const DeliveryPage = () => <DocumentPage document={deliveryPolicy(useDeliveryPrice())} />;
export const ReturnsPage = () => <DocumentPage document={RETURNS} />;
export const PrivacyPage = () => <DocumentPage document={PRIVACY} />;
export const TermsPage = () => <DocumentPage document={TERMS} />;
export const CookiesPage = () => <DocumentPage document={COOKIES} />;
export const AccessibilityPage = () => <DocumentPage document={ACCESSIBILITY} />;
