import { LINKABLE_PATHS } from '../info/copy-checks';
import { HELP_TOPICS, POPULAR_QUESTION_IDS, faqItemsById } from './help-topics';

describe('the Help Centre', () => {
  it('when its topics are listed, then they lead to the FAQ, delivery, returns, contact and account pages', () => {
    const paths = HELP_TOPICS.map((topic) => topic.to);
    for (const path of ['/faq', '/delivery', '/returns', '/contact', '/account'])
      expect(paths).toContain(path);
    for (const path of paths) expect(LINKABLE_PATHS).toContain(path);
  });

  it('when popular questions are shown, then each is a real FAQ question, in the chosen order', () => {
    expect(faqItemsById(POPULAR_QUESTION_IDS).map((item) => item.id)).toEqual([...POPULAR_QUESTION_IDS]);
  });

  it('when a popular question is not in the FAQ, then it fails loudly instead of showing a dead link', () => {
    expect(() => faqItemsById(['no-such-question'])).toThrow(
      "The FAQ has no question with id 'no-such-question'",
    );
  });
});
