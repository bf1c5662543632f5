import { CUT_OFF, closedMessage, cutOffDateOf, cutOffOf, firstOpenDate, hasClosed } from './cut-off';

const minutes = (instant: Date, count: number) => new Date(instant.getTime() + count * 60_000);

describe('the cut-off: noon, London time, three calendar days before the box arrives', () => {
  it('when the rule is read, then it is noon three days before', () => {
    expect(CUT_OFF).toEqual({ daysBefore: 3, hour: 12, minute: 0 });
    expect(cutOffDateOf('2026-03-12')).toBe('2026-03-09');
    expect(closedMessage('2026-03-12')).toBe('Changes to your 12 March box closed at 12:00 on 9 March.');
  });

  // The clocks go forward at 01:00 GMT on Sunday 29 March 2026 and back at 01:00 GMT on Sunday 25 October 2026.
  it.each([
    ['a winter Thursday box', '2026-03-12', '2026-03-09T12:00:00.000Z'],
    [
      'the Monday box after the March change (cut-off on the Friday before, GMT)',
      '2026-03-30',
      '2026-03-27T12:00:00.000Z',
    ],
    [
      'the Tuesday box after the March change (cut-off on the Saturday before, GMT)',
      '2026-03-31',
      '2026-03-28T12:00:00.000Z',
    ],
    [
      'the Wednesday box after the March change (cut-off on the change day itself, BST)',
      '2026-04-01',
      '2026-03-29T11:00:00.000Z',
    ],
    ['the Thursday box after the March change (BST)', '2026-04-02', '2026-03-30T11:00:00.000Z'],
    [
      'the Monday box after the October change (cut-off on the Friday before, BST)',
      '2026-10-26',
      '2026-10-23T11:00:00.000Z',
    ],
    [
      'the Tuesday box after the October change (cut-off on the Saturday before, BST)',
      '2026-10-27',
      '2026-10-24T11:00:00.000Z',
    ],
    [
      'the Wednesday box after the October change (cut-off on the change day itself, GMT)',
      '2026-10-28',
      '2026-10-25T12:00:00.000Z',
    ],
    ['the Thursday box after the October change (GMT)', '2026-10-29', '2026-10-26T12:00:00.000Z'],
  ])('when it is %s, then changes close at 12:00 London time (%s -> %s)', (_name, delivery, instant) => {
    const cutOff = cutOffOf(delivery);
    expect(cutOff.toISOString()).toBe(instant);
    expect(
      new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', timeStyle: 'short' }).format(cutOff),
    ).toBe('12:00');
    expect(hasClosed(delivery, minutes(cutOff, -1))).toBe(false);
    expect(hasClosed(delivery, cutOff)).toBe(true);
    expect(hasClosed(delivery, minutes(cutOff, 1))).toBe(true);
  });

  it('when it is 11:30 UTC on the Sunday the clocks went forward (12:30 in London), then the Wednesday box is already closed', () => {
    expect(hasClosed('2026-04-01', new Date('2026-03-29T11:30:00Z'))).toBe(true);
    expect(hasClosed('2026-04-01', new Date('2026-03-29T10:30:00Z'))).toBe(false);
  });

  it('when it is 11:30 UTC on the Sunday the clocks went back (11:30 in London), then the Wednesday box is still open', () => {
    expect(hasClosed('2026-10-28', new Date('2026-10-25T11:30:00Z'))).toBe(false);
    expect(hasClosed('2026-10-28', new Date('2026-10-25T12:30:00Z'))).toBe(true);
  });

  it.each([
    ['one minute before noon BST on the March change day', '2026-03-29T10:59:00Z', '2026-04-01'],
    ['one minute after noon BST on the March change day', '2026-03-29T11:01:00Z', '2026-04-02'],
    ['one minute before noon GMT on the October change day', '2026-10-25T11:59:00Z', '2026-10-28'],
    ['one minute after noon GMT on the October change day', '2026-10-25T12:01:00Z', '2026-10-29'],
    ['half past midnight BST (still the evening before in UTC)', '2026-03-31T23:30:00Z', '2026-04-04'],
    ['exactly noon', '2026-03-09T12:00:00Z', '2026-03-13'],
    ['a second before noon GMT', '2026-03-02T11:59:59Z', '2026-03-05'],
    ['noon GMT', '2026-03-02T12:00:00Z', '2026-03-06'],
    ['a minute before noon BST in summer', '2026-06-01T10:59:00Z', '2026-06-04'],
    ['noon BST in summer', '2026-06-01T11:00:00Z', '2026-06-05'],
  ])('when it is %s (%s), then the first date still open is %s', (_name, now, open) => {
    expect(firstOpenDate(new Date(now))).toBe(open);
  });
});
