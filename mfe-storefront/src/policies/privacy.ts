import type { InfoDocument } from '../info/document';
import { COMPANY_NAME, SUPPORT_EMAIL } from '../info/company';
import { POLICIES_LAST_UPDATED } from '../info/legal-dates';

const EMAIL_LINK = `[${SUPPORT_EMAIL}](mailto:${SUPPORT_EMAIL})`;

/**
 * /privacy: the UK GDPR privacy notice. It describes what the services really store (identity: account, last
 * sign-in, sign-in throttling by client address; ordering: addresses, phone, orders; payment: statuses from the
 * card provider, never card numbers; contact messages) and what the browser keeps (see cookies.ts).
 */
export const PRIVACY: InfoDocument = {
  title: 'Privacy Policy',
  eyebrow: 'Legal',
  lead: 'What personal information we collect when you use Mealbox, why we need it, how long we keep it and the rights you have over it.',
  lastUpdated: POLICIES_LAST_UPDATED,
  sections: [
    {
      id: 'who-we-are',
      title: 'Who we are',
      blocks: [
        `Mealbox is run by ${COMPANY_NAME} (“we”, “us”). We are the controller of the personal information described here, under the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018.`,
        `For anything about your personal information, e-mail ${EMAIL_LINK} or use our [contact form](/contact).`,
      ],
    },
    {
      id: 'what-we-collect',
      title: 'What we collect',
      blocks: [
        {
          list: [
            '**Your account:** your username, first and last name, e-mail address and password. We store the password only as a one-way hash, so nobody at Mealbox can read it. We also record when you joined and when you last signed in.',
            '**Delivery details:** the addresses you give us (address, city, county and postcode) and your phone number.',
            '**Your orders:** your plan (protein preference, meal size and meals per week), the meals you choose, your delivery date, the amounts charged and the status of your payment and delivery.',
            '**Payments:** you pay on the secure hosted checkout page of our card payment provider. Your card details go straight to the provider; we never see or store your card number. The provider tells us whether a payment succeeded, failed or was refunded.',
            '**Messages you send us:** the name, e-mail address, subject and message you enter in our contact form, and what we reply.',
            '**Technical information:** when you sign in, we use your device’s IP address for a short time to protect accounts against password guessing. Your browser keeps your sign-in tokens, as our [Cookie Policy](/cookies) explains.',
          ],
        },
        'We don’t use advertising or tracking cookies, and we don’t buy personal information from anyone.',
      ],
    },
    {
      id: 'how-we-use-it',
      title: 'How we use it, and our lawful bases',
      blocks: [
        {
          table: {
            caption: 'Why we use your information and the lawful basis for each use',
            head: ['What we do', 'Information used', 'Lawful basis'],
            rows: [
              [
                'Create and run your account',
                'Account details',
                'Contract: we need it to provide the service you signed up for',
              ],
              [
                'Prepare, deliver and charge for your orders',
                'Account, delivery details, orders, payment status',
                'Contract',
              ],
              [
                'Answer your questions and complaints',
                'Messages you send us, your account and orders where relevant',
                'Legitimate interests: helping our customers',
              ],
              [
                'Keep accounts and payments secure',
                'Account, IP address at sign-in, payment status',
                'Legitimate interests: protecting you and us from fraud and misuse',
              ],
              ['Keep financial records', 'Orders and payments', 'Legal obligation: UK tax and company law'],
            ],
          },
        },
        'We don’t send marketing e-mails, and we don’t make decisions about you by automated means alone.',
      ],
    },
    {
      id: 'sharing',
      title: 'Who we share it with',
      blocks: [
        'We share only what each of them needs:',
        {
          list: [
            '**Our card payment provider**, to take payments and make refunds.',
            '**The people who deliver your box**, who receive your name, delivery address and phone number.',
            '**Companies that host our systems**, which store information for us and may not use it for anything else.',
            '**Authorities**, where the law requires it.',
          ],
        },
        'We never sell your personal information. If a provider processes information outside the UK, we make sure it is protected by safeguards UK law recognises, such as the UK International Data Transfer Agreement.',
      ],
    },
    {
      id: 'retention',
      title: 'How long we keep it',
      blocks: [
        {
          table: {
            caption: 'How long we keep each kind of information',
            head: ['Information', 'How long'],
            rows: [
              ['Account details', 'While your account is open. When you ask us to close it, we delete them.'],
              [
                'Orders and payment records',
                'Six years after the end of the financial year they belong to, as UK tax law requires.',
              ],
              ['Delivery addresses and phone number', 'While your account is open.'],
              ['Contact messages', 'Up to two years after we have answered them.'],
              [
                'IP addresses used to protect sign-in',
                'Deleted automatically within two hours of the sign-in attempt.',
              ],
              [
                'Sign-in tokens in your browser',
                'Until you sign out, or 14 days after you last used Mealbox.',
              ],
            ],
          },
        },
      ],
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      blocks: [
        'Under UK data protection law you have the right to:',
        {
          list: [
            'get a copy of the personal information we hold about you',
            'have inaccurate information corrected',
            'have your information deleted, where we no longer need to keep it',
            'restrict or object to how we use it, including where we rely on legitimate interests',
            'receive the information you gave us in a format you can take elsewhere',
          ],
        },
        `To use any of these rights, e-mail ${EMAIL_LINK} or use our [contact form](/contact). There is no charge, and we reply within one month. We may ask you to confirm your identity first, so we never give your information to someone else.`,
      ],
    },
    {
      id: 'complaints',
      title: 'Complaints',
      blocks: [
        'If you are unhappy with how we have handled your personal information, please tell us first so we can try to put it right.',
        'You also have the right to complain to the Information Commissioner’s Office (ICO), the UK’s data protection regulator: visit [ico.org.uk/make-a-complaint](https://ico.org.uk/make-a-complaint/) or call 0303 123 1113.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      blocks: [
        'When we change how we use personal information, we update this page and the date at the top. If a change affects you significantly, we will tell you by e-mail before it takes effect.',
      ],
    },
  ],
};
