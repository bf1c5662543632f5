import type { InfoDocument } from '../info/document';
import { EMAIL_REPLY_TIME, REPORT_WITHIN_HOURS, SUPPORT_EMAIL } from '../info/company';
import { POLICIES_LAST_UPDATED } from '../info/legal-dates';

/** /returns: what happens when a box of perishable food is not right. */
export const RETURNS: InfoDocument = {
  title: 'Returns & Refunds',
  eyebrow: 'Support',
  lead: 'Our meals are fresh, perishable food, so we can’t take them back. If anything is wrong with your box, tell us and we will put it right.',
  lastUpdated: POLICIES_LAST_UPDATED,
  sections: [
    {
      id: 'food-returns',
      title: 'Why we can’t accept returns',
      blocks: [
        'For food safety, we can’t accept returned meals or resend meals that have left our kitchen. Because they are perishable, fresh meals are also not covered by the 14-day right to cancel that applies to many online purchases.',
        'This doesn’t affect your statutory rights: your meals must be as described and of satisfactory quality. If they aren’t, we will make it right.',
      ],
    },
    {
      id: 'report',
      title: `Tell us within ${REPORT_WITHIN_HOURS} hours`,
      blocks: [
        `If a meal is missing, damaged, not what you ordered or not up to standard, tell us within ${REPORT_WITHIN_HOURS} hours of your delivery day. Please include:`,
        {
          list: [
            'your name and the e-mail address on your account',
            'your delivery date',
            'which meals were affected and what was wrong',
            'a photo, if you can (it helps us fix the cause)',
          ],
        },
        `Use our [contact form](/contact) and choose “Order Support”, or e-mail [${SUPPORT_EMAIL}](mailto:${SUPPORT_EMAIL}). We reply ${EMAIL_REPLY_TIME}.`,
        {
          note: 'If a meal looks or smells wrong, or its packaging is broken, please don’t eat it. Keep it until you have reported it.',
        },
      ],
    },
    {
      id: 'what-we-do',
      title: 'What we will do',
      blocks: [
        'Once we have looked into your report, we will offer you the choice of:',
        {
          list: [
            'a refund of the affected meals (or of the whole box, if it didn’t arrive) to the card you paid with, or',
            'a credit of the same value towards a future box.',
          ],
        },
        'Refunds go back through our card payment provider. They usually reach your account within 5 to 10 working days, depending on your bank.',
      ],
    },
    {
      id: 'cancelling',
      title: 'Cancelling an order',
      blocks: [
        'You can skip, pause or cancel at any time, with no fees.',
        'To cancel an order you have already paid for, [contact us](/contact) as soon as you can and choose “Order Support”. If we haven’t started preparing it, we refund it in full.',
      ],
    },
  ],
};
