import { dayWords } from './day-words';
import { pauseWindow, resumeChoiceLabel } from './pause-days';
import { MONDAY_AFTERNOON, MONDAY_MORNING, delivery } from './subscription-fixtures';

const thursdays = {
  delivery_day: 'Thursday',
  upcoming_deliveries: [delivery('2026-03-05'), delivery('2026-03-12')],
};

describe('the days deliveries can start again after a pause', () => {
  it('when a Thursday customer pauses on Monday morning, then this Thursday’s box is the first left out and they choose a Thursday up to 12 weeks ahead', () => {
    const window = pauseWindow(thursdays, MONDAY_MORNING);
    expect(window.pausedFrom).toBe('2026-03-05');
    expect(window.firstBoxLeftOut).toBe('2026-03-05');
    expect(window.choices[0]).toEqual({ day: '2026-03-12', weeksOff: 1 });
    expect(window.choices.at(-1)).toEqual({ day: '2026-05-21', weeksOff: 11 });
    expect(window.choices).toHaveLength(11);
  });

  it('when Monday’s noon has passed, then this Thursday’s box still comes and the first choice leaves out next Thursday’s', () => {
    const window = pauseWindow(thursdays, MONDAY_AFTERNOON);
    expect(window.pausedFrom).toBe('2026-03-06');
    expect(window.firstBoxLeftOut).toBe('2026-03-12');
    expect(window.choices[0]).toEqual({ day: '2026-03-19', weeksOff: 1 });
  });

  it('when the first box was not a subscription box (the first order, on the delivery weekday), then the choices follow the listed boxes', () => {
    // The first order comes on Thursday 5 March; the subscription's first box is Thursday 12 March.
    const window = pauseWindow(
      { delivery_day: 'Thursday', upcoming_deliveries: [delivery('2026-03-12')] },
      MONDAY_MORNING,
    );
    expect(window.choices[0]).toEqual({ day: '2026-03-19', weeksOff: 1 });
  });

  it('when the next box was moved to another day, then the choices keep to its weekly slot', () => {
    const moved = delivery('2026-03-10', { id: '2026-03-12', scheduled_date: '2026-03-12', moved: true });
    const window = pauseWindow({ delivery_day: 'Thursday', upcoming_deliveries: [moved] }, MONDAY_MORNING);
    expect(window.firstBoxLeftOut).toBe('2026-03-10');
    expect(window.choices[0]).toEqual({ day: '2026-03-19', weeksOff: 1 });
  });

  it('when no box is listed, then the choices are the delivery weekdays, up to 12 weeks from today', () => {
    const window = pauseWindow({ delivery_day: 'Monday', upcoming_deliveries: [] }, MONDAY_MORNING);
    expect(window.firstBoxLeftOut).toBeNull();
    // The first Monday a pause can leave out is 9 March; 12 weeks from today is Monday 25 May.
    expect(window.choices[0]).toEqual({ day: '2026-03-16', weeksOff: 1 });
    expect(window.choices.at(-1)).toEqual({ day: '2026-05-25', weeksOff: 11 });
  });

  it('when nothing says which day boxes come, then every day in the window is offered rather than none', () => {
    const window = pauseWindow({ delivery_day: 'Someday', upcoming_deliveries: [] }, MONDAY_MORNING);
    expect(window.choices[0]).toEqual({ day: '2026-03-06', weeksOff: null });
    expect(window.choices.at(-1)).toEqual({ day: '2026-05-25', weeksOff: null });
  });

  it('when a choice is shown, then it says how many weeks are left out', () => {
    expect(resumeChoiceLabel({ day: '2026-03-12', weeksOff: 1 }, dayWords)).toBe(
      'Thursday 12 March (1 week off)',
    );
    expect(resumeChoiceLabel({ day: '2026-03-19', weeksOff: 2 }, dayWords)).toBe(
      'Thursday 19 March (2 weeks off)',
    );
    expect(resumeChoiceLabel({ day: '2026-03-06', weeksOff: null }, dayWords)).toBe('Friday 6 March');
  });
});
