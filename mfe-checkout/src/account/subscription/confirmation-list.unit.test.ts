import { mergeConfirmations, nextConfirmationPage } from './confirmation-list';
import { confirmation } from './subscription-fixtures';

describe('the confirmations shown', () => {
  it('when older pages are read, then every confirmation shows once, newest first', () => {
    const newest = [confirmation('c3', '2026-03-03T09:00:00Z'), confirmation('c2', '2026-03-02T09:00:00Z')];
    const older = [confirmation('c2', '2026-03-02T09:00:00Z'), confirmation('c1', '2026-03-01T09:00:00Z')];
    expect(mergeConfirmations(newest, older).map((each) => each.id)).toEqual(['c3', 'c2', 'c1']);
  });

  it('when ten are shown, then Show older reads page 2; when twenty, page 3', () => {
    expect(nextConfirmationPage(10)).toBe(2);
    expect(nextConfirmationPage(20)).toBe(3);
  });
});
