import { filledShare, ratingLabel, ratingShortWords } from './rating-words';

describe('the words of a meal rating', () => {
  it('when a meal has ratings, then it reads as its average out of five from how many', () => {
    expect(ratingLabel({ average: 4.3, count: 12 })).toBe('Rated 4.3 out of 5 from 12 ratings');
    expect(ratingLabel({ average: 5, count: 1 })).toBe('Rated 5 out of 5 from 1 rating');
    expect(ratingShortWords({ average: 4, count: 2 })).toBe('4.0 (2 ratings)');
  });

  it('when nobody has rated a meal, then it says so', () => {
    expect(ratingLabel({ average: null, count: 0 })).toBe('No ratings yet');
    expect(ratingShortWords({ average: null, count: 0 })).toBe('No ratings yet');
  });

  it('when stars are drawn, then the filled share follows the average', () => {
    expect(filledShare({ average: 4.3, count: 12 })).toBeCloseTo(86);
    expect(filledShare({ average: null, count: 0 })).toBe(0);
  });
});
