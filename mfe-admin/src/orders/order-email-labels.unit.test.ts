import { emailStatusLabel } from './order-email-labels';

describe('order email labels', () => {
  it('when an email is still being tried, then staff see how often', () => {
    expect(emailStatusLabel({ status: 'pending', attempts: 0 })).toBe('Waiting to be sent');
    expect(emailStatusLabel({ status: 'pending', attempts: 3 })).toBe('Waiting to be sent (tried 3×)');
  });

  it('when an email was sent or refused, then the label says so', () => {
    expect(emailStatusLabel({ status: 'sent', attempts: 1 })).toBe('Sent');
    expect(emailStatusLabel({ status: 'refused', attempts: 1 })).toBe('Refused by the mail server');
  });
});
