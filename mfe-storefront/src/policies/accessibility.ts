import type { InfoDocument } from '../info/document';
import { EMAIL_REPLY_TIME, SUPPORT_EMAIL } from '../info/company';
import { POLICIES_LAST_UPDATED } from '../info/legal-dates';

/**
 * /accessibility. 'What we test with' is what the repository really runs: axe-core in the browser tests
 * (e2e/support/axe.ts, WCAG 2.0 and 2.1 A and AA rules) on every page, keyboard-only walks through the menu, dialogs
 * and forms, and phone-width layouts.
 */
export const ACCESSIBILITY: InfoDocument = {
  title: 'Accessibility',
  eyebrow: 'Legal',
  lead: 'We want everyone to be able to browse our menu, choose a plan and order with ease, whatever device or assistive technology they use.',
  lastUpdated: POLICIES_LAST_UPDATED,
  sections: [
    {
      id: 'our-aim',
      title: 'Our aim',
      blocks: [
        'We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA across the Mealbox website.',
        'In practice, that means you should be able to:',
        {
          list: [
            'use every page, menu, dialog and form with a keyboard alone, and always see where you are',
            'use a screen reader: every form field has a label, and errors are announced and explained next to the field',
            'zoom in to 400% and use a phone-sized screen without content being cut off',
            'read all text against its background (colour contrast of at least 4.5:1 for body text)',
            'turn off animation with your device’s “reduce motion” setting',
            'skip straight past the navigation to the main content',
          ],
        },
      ],
    },
    {
      id: 'how-we-test',
      title: 'How we test',
      blocks: [
        {
          list: [
            '**Automated checks:** every page is checked with axe-core, an accessibility testing engine, in our automated browser tests. The tests fail if it finds a serious or critical problem.',
            '**Keyboard:** we go through the navigation, the mobile menu, meal details, sign-in, registration and the contact form with the keyboard only.',
            '**Small screens:** we check every page at phone width as well as on desktop.',
          ],
        },
        'Automated tools can’t find every problem, so we also welcome your reports.',
      ],
    },
    {
      id: 'known-issues',
      title: 'Where we may fall short',
      blocks: [
        'Automated tools and our own checks can’t catch everything, and some parts of the site are new. If something is hard to use for you, please tell us, even if you are not sure it is an accessibility problem.',
      ],
    },
    {
      id: 'report',
      title: 'Tell us about a problem',
      blocks: [
        `Use our [contact form](/contact) and choose “Feedback”, or e-mail [${SUPPORT_EMAIL}](mailto:${SUPPORT_EMAIL}). Please tell us the page and what you were trying to do. We reply ${EMAIL_REPLY_TIME}, and if you need information in a different format, such as large print, just ask.`,
        'If you are not happy with our response, the Equality Advisory and Support Service (EASS) can advise you: visit [equalityadvisoryservice.com](https://www.equalityadvisoryservice.com/).',
      ],
    },
  ],
};
