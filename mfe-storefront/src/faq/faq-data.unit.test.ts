import { ANCHOR_ID, LINKABLE_PATHS, STATED_PRICE, siteLinks } from '../info/copy-checks';
import { faqGroups } from './faq-data';

/** Delivery free (as seeded); the checks that follow hold for every price, so this one stands for them all. */
const FAQ_GROUPS = faqGroups(0);
const items = FAQ_GROUPS.flatMap((group) => group.items);
const anchors = [...FAQ_GROUPS.map((group) => group.id), ...items.map((item) => item.id)];
const answerTo = (id: string, deliveryPence: number | undefined): string =>
  faqGroups(deliveryPence)
    .flatMap((group) => group.items)
    .find((item) => item.id === id)
    ?.answer.join(' ') ?? '';

describe('the FAQ', () => {
  it('when a group or question is linked to (/faq#id), then its anchor is well formed and unique on the page', () => {
    expect(new Set(anchors).size).toBe(anchors.length);
    for (const id of anchors) expect(id).toMatch(ANCHOR_ID);
  });

  it('when shown, then every group has questions and every question ends with a question mark', () => {
    for (const group of FAQ_GROUPS) expect(group.items.length).toBeGreaterThan(0);
    for (const item of items) expect(item.question).toMatch(/\?$/);
  });

  it('when a question is asked twice, then that is a mistake', () => {
    const questions = items.map((item) => item.question.toLowerCase());
    expect(new Set(questions).size).toBe(questions.length);
  });

  it('when opened, then every question has an answer and no answer states a price', () => {
    const whilePriceUnknown = faqGroups(undefined).flatMap((group) => group.items);
    for (const item of [...items, ...whilePriceUnknown]) {
      expect(item.answer.length).toBeGreaterThan(0);
      for (const paragraph of item.answer) {
        expect(paragraph.trim()).not.toBe('');
        expect(paragraph).not.toMatch(STATED_PRICE);
      }
    }
  });

  it('when an answer links inside the site, then the link leads to a real page (and a real question)', () => {
    for (const paragraph of items.flatMap((item) => item.answer)) {
      for (const [path, hash] of siteLinks(paragraph)) {
        expect(LINKABLE_PATHS).toContain(path);
        if (path === '/faq' && hash) expect(anchors).toContain(hash);
      }
    }
  });

  it('when the pricing page’s four questions are looked for (spec section 2), then the FAQ answers them too', () => {
    for (const id of ['skip-pause-cancel', 'hidden-fees', 'change-plan', 'payment-methods']) {
      expect(items.map((item) => item.id)).toContain(id);
    }
  });

  it('when delivery is free, then the delivery answers say so', () => {
    expect(answerTo('delivery-cost', 0)).toMatch(/^Delivery is free/);
    expect(answerTo('hidden-fees', 0)).toMatch(/Delivery is free/);
  });

  it('when staff set a delivery fee, then the delivery answers state that fee and never that delivery is free', () => {
    for (const id of ['delivery-cost', 'hidden-fees']) {
      expect(answerTo(id, 3_49)).toContain('£3.49 a box');
      expect(answerTo(id, 3_49)).not.toMatch(/free/i);
    }
  });

  it('when the delivery price is not known yet, then the delivery answers say nothing of what it costs', () => {
    for (const id of ['delivery-cost', 'hidden-fees']) {
      expect(answerTo(id, undefined)).not.toMatch(/free/i);
      expect(answerTo(id, undefined)).not.toMatch(STATED_PRICE);
    }
  });

  it('when the questions are listed, then they are the same whatever delivery costs', () => {
    const questions = (deliveryPence: number | undefined) =>
      faqGroups(deliveryPence).flatMap((group) => group.items.map((item) => item.question));
    expect(questions(3_49)).toEqual(questions(0));
    expect(questions(undefined)).toEqual(questions(0));
  });
});
