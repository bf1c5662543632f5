import { daysCoveringPage } from './days-covering-page';

const counts = [
  ['2026-11-24', 4],
  ['2026-11-23', 0],
  ['2026-11-22', 7],
  ['2026-11-20', 3],
] as const;

describe('the days an order report page covers', () => {
  it('when the first page fits inside the newest day, then it reads only that day', () => {
    expect(daysCoveringPage(counts, 0, 3)).toEqual([{ day: '2026-11-24', from: 0, to: 3 }]);
  });

  it('when a page starts inside one day and ends inside another, then it takes the end of one and the start of the next, skipping empty days', () => {
    expect(daysCoveringPage(counts, 2, 5)).toEqual([
      { day: '2026-11-24', from: 2, to: 4 },
      { day: '2026-11-22', from: 0, to: 3 },
    ]);
  });

  it('when a page spans three days, then the middle one is read whole', () => {
    expect(daysCoveringPage(counts, 3, 10)).toEqual([
      { day: '2026-11-24', from: 3, to: 4 },
      { day: '2026-11-22', from: 0, to: 7 },
      { day: '2026-11-20', from: 0, to: 2 },
    ]);
  });

  it('when the page is the last, partly filled, then it ends with the oldest day', () => {
    expect(daysCoveringPage(counts, 10, 10)).toEqual([
      { day: '2026-11-22', from: 6, to: 7 },
      { day: '2026-11-20', from: 0, to: 3 },
    ]);
  });

  it('when the page lies past every order, or there are none, then it covers no day', () => {
    expect(daysCoveringPage(counts, 20, 10)).toEqual([]);
    expect(daysCoveringPage([], 0, 10)).toEqual([]);
  });
});
