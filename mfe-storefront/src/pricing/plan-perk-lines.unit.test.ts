import { EXCLUSIVE_RECIPES, PRIORITY_SUPPORT, STANDARD_SUPPORT, perkLines } from './plan-perk-lines';
import { PLAN_TIERS } from './plan-cards';

describe('the perk lines of a plan card', () => {
  it('when a plan has fewer than 10 meals a week, then it offers standard support', () => {
    expect(perkLines(6)).toEqual([STANDARD_SUPPORT]);
    expect(perkLines(9)).toEqual([STANDARD_SUPPORT]);
  });

  it('when a plan has 10 to 14 meals a week, then it offers priority support', () => {
    expect(perkLines(10)).toEqual([PRIORITY_SUPPORT]);
    expect(perkLines(12)).toEqual([PRIORITY_SUPPORT]);
  });

  it('when a plan has 15 meals a week or more, then the exclusive recipes come after priority support', () => {
    expect(perkLines(15)).toEqual([PRIORITY_SUPPORT, EXCLUSIVE_RECIPES]);
    expect(perkLines(18)).toEqual([PRIORITY_SUPPORT, EXCLUSIVE_RECIPES]);
  });

  it('when the pricing page shows its three plans, then Small has standard support, Medium and Large priority', () => {
    expect(PLAN_TIERS.map((tier) => [tier.name, perkLines(tier.meals)[0]])).toEqual([
      ['Small', 'Support by chat and email'],
      ['Medium', 'Priority support: your messages answered first'],
      ['Large', 'Priority support: your messages answered first'],
    ]);
  });
});
