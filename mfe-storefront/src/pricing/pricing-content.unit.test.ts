import { faqGroups } from '../faq/faq-data';
import { STATED_PRICE } from '../info/copy-checks';
import { includedInEveryPlan, pricingFaq } from './pricing-content';

describe('includedInEveryPlan', () => {
  it('when the page lists what every plan includes, then it has six items', () => {
    expect(includedInEveryPlan(0)).toHaveLength(6);
  });

  it('when delivery is free, then it says Free delivery', () => {
    expect(includedInEveryPlan(0).map((i) => i.title)).toContain('Free delivery');
  });

  it('when staff set a delivery fee, then it never says free and shows the fee', () => {
    const titles = includedInEveryPlan(4_50).map((i) => `${i.title} ${i.text}`);
    expect(titles.join(' ')).not.toMatch(/free delivery/i);
    expect(titles).toContainEqual(expect.stringContaining('Delivery £4.50 a box'));
  });

  it('when the delivery price is not known yet, then no item states a price or that delivery is free', () => {
    const text = includedInEveryPlan(undefined)
      .map((i) => `${i.title} ${i.text}`)
      .join(' ');
    expect(text).not.toMatch(STATED_PRICE);
    expect(text).not.toMatch(/free delivery/i);
  });
});

describe('pricingFaq', () => {
  it('when the pricing page shows its FAQ, then it has the spec’s four questions with the FAQ page’s answers', () => {
    expect(pricingFaq(faqGroups(0)).map((item) => item.question)).toEqual([
      'Can I skip a week, pause or cancel?',
      'Are there any hidden fees?',
      'Can I change my plan?',
      'How do I pay?',
    ]);
    for (const item of pricingFaq(faqGroups(0))) expect(item.answer.length).toBeGreaterThan(0);
  });

  it('when a question disappears from the FAQ page, then the pricing page fails loudly rather than skipping it', () => {
    expect(() => pricingFaq([])).toThrow("The FAQ has no question 'skip-pause-cancel'");
  });

  it('when the answers are read, then none states a plan price (prices are live on the cards)', () => {
    for (const deliveryPence of [0, undefined]) {
      for (const item of pricingFaq(faqGroups(deliveryPence)))
        for (const line of item.answer) expect(line).not.toMatch(STATED_PRICE);
    }
  });

  it('when staff set a delivery fee, then the hidden-fees answer names it rather than saying delivery is free', () => {
    const answers = pricingFaq(faqGroups(3_49)).flatMap((item) => item.answer);
    expect(answers.join(' ')).toContain('£3.49 a box');
    expect(answers.join(' ')).not.toMatch(/delivery is free/i);
  });
});
