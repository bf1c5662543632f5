import { initialsOf } from './initials';
import { TEAM } from './about-content';

describe('team avatars', () => {
  it.each([
    ['Head Chef', 'HC'],
    ['Nutrition Lead', 'NL'],
    ['Operations & Delivery Lead', 'OD'],
    ['head of customer care', 'HC'],
    ['Chef', 'C'],
  ])('when the role is "%s", then the avatar shows %s', (role, initials) => {
    expect(initialsOf(role)).toBe(initials);
  });

  it('when the team grid is shown, then it has the spec’s four members, each with two letters', () => {
    expect(TEAM).toHaveLength(4);
    for (const member of TEAM) expect(initialsOf(member.role)).toMatch(/^[A-Z]{2}$/);
  });
});
