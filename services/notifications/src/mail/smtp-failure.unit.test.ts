import { isPermanentSmtpFailure, smtpFailureText } from './smtp-failure';

describe('SMTP failures', () => {
  it('when the server replies 5xx, then the refusal is permanent', () => {
    expect(isPermanentSmtpFailure({ responseCode: 550, response: '550 5.1.1 no such user' })).toBe(true);
  });

  it('when the server replies 4xx or cannot be reached, then it is tried again later', () => {
    expect(isPermanentSmtpFailure({ responseCode: 451 })).toBe(false);
    expect(
      isPermanentSmtpFailure(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNECTION' })),
    ).toBe(false);
  });

  it("when a failure is recorded, then the server's reply is kept in preference to the message", () => {
    expect(smtpFailureText({ response: '550 no', message: 'Message failed' })).toBe('550 no');
    expect(smtpFailureText(new Error('timeout'))).toBe('timeout');
  });
});
