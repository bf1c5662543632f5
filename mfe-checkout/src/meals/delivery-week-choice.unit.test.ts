import { chosenDeliveryWeek, deliveryWeekWords } from './delivery-week-choice';

const WEEKS = [
  { week: '2026-11-30', dates: ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04'] },
  { week: '2026-12-07', dates: ['2026-12-07', '2026-12-08', '2026-12-09'] },
];

describe('the meal step’s delivery week', () => {
  it('when nothing is kept, then the week of the earliest delivery day is shown', () => {
    expect(chosenDeliveryWeek(WEEKS, null)).toBe('2026-11-30');
  });

  it('when the box was kept for a week that still has delivery days, then that week is shown', () => {
    expect(chosenDeliveryWeek(WEEKS, '2026-12-07')).toBe('2026-12-07');
  });

  it('when the kept week has no delivery days left (it has passed), then the earliest week is shown', () => {
    expect(chosenDeliveryWeek(WEEKS, '2026-11-23')).toBe('2026-11-30');
  });

  it('when there are no delivery days at all, then there is no week', () => {
    expect(chosenDeliveryWeek([], '2026-11-30')).toBeUndefined();
  });

  it('when a week is offered, then it is named by its Monday with its first and last delivery days', () => {
    expect(deliveryWeekWords(WEEKS[0]!)).toEqual({
      title: 'Week of Monday 30 November',
      days: 'Delivery Tue 1 to Fri 4 Dec',
    });
    expect(deliveryWeekWords({ week: '2026-11-30', dates: ['2026-11-30', '2026-12-02'] }).days).toBe(
      'Delivery Mon 30 Nov to Wed 2 Dec',
    );
    expect(deliveryWeekWords({ week: '2026-12-14', dates: ['2026-12-14'] }).days).toBe('Delivery Mon 14 Dec');
  });
});
