import { isStars, mealRatingOf } from './star-rating';

describe('a meal rating', () => {
  it('when nobody has rated the meal, then it has no average and a count of nought', () => {
    expect(mealRatingOf(0, 0)).toEqual({ average: null, count: 0 });
  });

  it('when ratings are summed, then the average is shown to one decimal', () => {
    expect(mealRatingOf(4 + 5 + 4, 3)).toEqual({ average: 4.3, count: 3 });
    expect(mealRatingOf(5, 1)).toEqual({ average: 5, count: 1 });
  });

  it('when the average falls exactly half-way between tenths, then it rounds up', () => {
    expect(mealRatingOf(17, 4)).toEqual({ average: 4.3, count: 4 });
    expect(mealRatingOf(5, 4)).toEqual({ average: 1.3, count: 4 });
  });

  it('when stars are checked, then only whole numbers from 1 to 5 are stars', () => {
    expect([1, 2, 3, 4, 5].every(isStars)).toBe(true);
    expect([0, 6, 4.5, '4', null].some(isStars)).toBe(false);
  });
});
