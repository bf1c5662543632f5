import type { InfoDocument } from '../info/document';
import { SUPPORT_EMAIL } from '../info/company';
import { POLICIES_LAST_UPDATED } from '../info/legal-dates';

/**
 * /cookies. True to the code: the site sets no cookies; web-kit's session keeps two tokens in localStorage
 * (session/token-storage.ts: access_token, refresh_token); the shell's <ScrollRestoration> (react-router) keeps
 * scroll positions in sessionStorage under 'react-router-scroll-positions'; the fonts are self-hosted and no
 * third-party script is loaded. e2e/info-pages.e2e.test.ts checks all of this in a real browser. Identity's token lifetimes: access 5 to 15 minutes (ACCESS_TOKEN_TTL_SECONDS, 10 by default), refresh 14 days
 * from its last use (REFRESH_TOKEN_TTL_SECONDS, rotated on each use). Change this page if any of that changes.
 */
export const COOKIES: InfoDocument = {
  title: 'Cookie Policy',
  eyebrow: 'Legal',
  lead: 'Mealbox uses no cookies, and nothing for advertising, analytics or tracking. We keep only what is strictly necessary for the site to work as you expect.',
  lastUpdated: POLICIES_LAST_UPDATED,
  sections: [
    {
      id: 'summary',
      title: 'In short',
      blocks: [
        'Cookies and similar technologies such as your browser’s local storage let a website keep small pieces of information on your device.',
        'Our site sets no cookies at all. It keeps only two things in your browser: your sign-in tokens, once you sign in, and where you had scrolled to on each page, until you close the tab. We don’t track you across other websites, we don’t run analytics, and we load no third-party scripts or fonts.',
      ],
    },
    {
      id: 'what-we-store',
      title: 'What we keep on your device',
      blocks: [
        {
          table: {
            caption: 'Information Mealbox keeps in your browser',
            head: ['Name', 'Kept in', 'What it is for', 'How long'],
            rows: [
              [
                'access_token',
                'Local storage',
                'Shows our servers that you are signed in, so you can order and see your account.',
                'Valid for at most 15 minutes and renewed automatically while you use Mealbox. Removed when you sign out.',
              ],
              [
                'refresh_token',
                'Local storage',
                'Keeps you signed in between visits by getting a new access token when the old one expires.',
                'Until you sign out, or 14 days after you last used Mealbox.',
              ],
              [
                'react-router-scroll-positions',
                'Session storage',
                'Remembers how far down each page you had scrolled, so Back and Forward return you to the same place.',
                'Until you close the browser tab.',
              ],
            ],
          },
        },
        'None of this identifies you to anyone else, and none of it is shared. If you never sign in, only the scroll positions are kept, and your browser deletes them when you close the tab.',
      ],
    },
    {
      id: 'why-no-banner',
      title: 'Why we don’t ask for consent',
      blocks: [
        'The Privacy and Electronic Communications Regulations (PECR) allow a website to store information that is strictly necessary for a service you have asked for without asking for consent. Keeping you signed in, and returning you to where you were on a page, are exactly that, so we don’t show a cookie banner. If we ever want to use anything that is not strictly necessary, we will ask you first.',
      ],
    },
    {
      id: 'payment-provider',
      title: 'When you pay',
      blocks: [
        'To pay, you go to the hosted checkout page of our card payment provider. That page is run by the provider, which may use its own cookies there, for example to prevent fraud. Those are covered by the provider’s own cookie policy, not this one.',
      ],
    },
    {
      id: 'control',
      title: 'Removing or blocking it',
      blocks: [
        'Signing out removes both sign-in tokens from your browser. You can also clear everything at any time by deleting this site’s data in your browser’s settings.',
        'If your browser blocks local storage, you can still sign in and order, but you will be signed out when you close or reload the page.',
      ],
    },
    {
      id: 'contact',
      title: 'Questions',
      blocks: [
        `E-mail [${SUPPORT_EMAIL}](mailto:${SUPPORT_EMAIL}) or use our [contact form](/contact). Our [Privacy Policy](/privacy) explains how we use personal information.`,
      ],
    },
  ],
};
