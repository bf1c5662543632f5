import { deliveryClaim } from './delivery-claim';

describe('deliveryClaim', () => {
  it('when delivery costs nothing, then it says Free delivery', () => {
    expect(deliveryClaim(0)).toBe('Free delivery');
  });

  it('when staff have set a fee, then it states the fee per box in pounds and never says free', () => {
    expect(deliveryClaim(3_49)).toBe('Delivery £3.49 a box');
    expect(deliveryClaim(1_00)).toBe('Delivery £1.00 a box');
    expect(deliveryClaim(3_49)).not.toMatch(/free/i);
  });
});
