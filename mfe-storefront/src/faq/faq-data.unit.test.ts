import { ANCHOR_ID, LINKABLE_PATHS, STATED_PRICE, siteLinks } from '../info/copy-checks';
import { FAQ_GROUPS } from './faq-data';

const items = FAQ_GROUPS.flatMap((group) => group.items);
const anchors = [...FAQ_GROUPS.map((group) => group.id), ...items.map((item) => item.id)];

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
    for (const item of items) {
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
});
