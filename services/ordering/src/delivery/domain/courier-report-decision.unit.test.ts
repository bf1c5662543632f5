import { decideCourierReport } from './courier-report-decision';

describe('what a courier’s report does to an order', () => {
  it('when a packed box is reported out for delivery or delivered, then it moves there, skipping a lost scan', () => {
    expect(decideCourierReport('ready', 'out_for_delivery', 'MB-1')).toEqual({
      kind: 'move',
      to: 'out_for_delivery',
    });
    expect(decideCourierReport('preparing', 'out_for_delivery', 'MB-1')).toEqual({
      kind: 'move',
      to: 'out_for_delivery',
    });
    expect(decideCourierReport('ready', 'delivered', 'MB-1')).toEqual({ kind: 'move', to: 'delivered' });
    expect(decideCourierReport('out_for_delivery', 'delivered', 'MB-1')).toEqual({
      kind: 'move',
      to: 'delivered',
    });
  });

  it('when a failed attempt is reported, then it is recorded, moving a box the van had on to out for delivery', () => {
    expect(decideCourierReport('ready', 'failed_attempt', 'MB-1')).toEqual({
      kind: 'attempt',
      movesOut: true,
    });
    expect(decideCourierReport('out_for_delivery', 'failed_attempt', 'MB-1')).toEqual({
      kind: 'attempt',
      movesOut: false,
    });
  });

  it('when a report comes after the box was delivered or repeats where it is, then it changes nothing', () => {
    for (const type of ['out_for_delivery', 'delivered', 'failed_attempt'] as const)
      expect(decideCourierReport('delivered', type, 'MB-1').kind).toBe('stale');
    expect(decideCourierReport('out_for_delivery', 'out_for_delivery', 'MB-1').kind).toBe('stale');
  });

  it('when the box is not packed yet or is cancelled, then the report is refused, naming the order', () => {
    expect(decideCourierReport('processing', 'delivered', 'MB-1')).toEqual({
      kind: 'refused',
      message: 'Order MB-1 is not packed yet; it cannot be with a courier.',
    });
    expect(decideCourierReport('cancelled', 'out_for_delivery', 'MB-1')).toEqual({
      kind: 'refused',
      message: 'Order MB-1 is cancelled; it should not be with a courier.',
    });
  });
});
