import { TEST_CARD_HINT, decideCard, passesLuhn } from './test-card-rules';
import type { CardForm } from './test-card-rules';

const today = new Date('2026-11-22T12:00:00Z');
const form = (overrides: Partial<CardForm> = {}): CardForm => ({
  name: 'Ada Lovelace',
  card_number: '4242 4242 4242 4242',
  expiry: '12/30',
  cvc: '123',
  ...overrides,
});

describe('local checkout test cards', () => {
  it('when the card is 4242 4242 4242 4242, then it pays', () => {
    expect(decideCard(form(), today)).toEqual({ kind: 'pay', savedCard: 'chargeable' });
    expect(decideCard(form({ card_number: '4242424242424242' }), today)).toEqual({
      kind: 'pay',
      savedCard: 'chargeable',
    });
    // Pays now; its later off-session charges are refused (the bank wants the customer present).
    expect(decideCard(form({ card_number: '4000 0027 6000 3184' }), today)).toEqual({
      kind: 'pay',
      savedCard: 'needs-authentication',
    });
  });

  it('when the card is 4000 0000 0000 0002, then it is declined', () => {
    expect(decideCard(form({ card_number: '4000 0000 0000 0002' }), today)).toEqual({ kind: 'decline' });
  });

  it('when another real-looking card is used, then the form explains which test cards work', () => {
    expect(decideCard(form({ card_number: '5555 5555 5555 4444' }), today)).toEqual({
      kind: 'invalid',
      errors: { card_number: TEST_CARD_HINT },
    });
  });

  it('when a digit is mistyped, then the number fails the Luhn check', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(decideCard(form({ card_number: '4242 4242 4242 4241' }), today)).toEqual({
      kind: 'invalid',
      errors: { card_number: 'Your card number is not valid.' },
    });
  });

  it('when fields are empty, then each says what to enter', () => {
    expect(decideCard({ name: ' ', card_number: '', expiry: '', cvc: '' }, today)).toEqual({
      kind: 'invalid',
      errors: {
        name: 'Enter the name on your card.',
        card_number: 'Enter your card number.',
        expiry: 'Enter the expiry date.',
        cvc: 'Enter the security code.',
      },
    });
  });

  it('when the expiry month has passed, then it is refused; the current month is still valid', () => {
    expect(decideCard(form({ expiry: '10/26' }), today)).toEqual({
      kind: 'invalid',
      errors: { expiry: "Your card's expiry date is in the past." },
    });
    expect(decideCard(form({ expiry: '11 / 26' }), today)).toMatchObject({ kind: 'pay' });
    expect(decideCard(form({ expiry: '1130' }), today)).toMatchObject({ kind: 'pay' });
    expect(decideCard(form({ expiry: '13/30' }), today)).toMatchObject({ kind: 'invalid' });
  });

  it('when the security code is short, then it is incomplete', () => {
    expect(decideCard(form({ cvc: '12' }), today)).toEqual({
      kind: 'invalid',
      errors: { cvc: "Your card's security code is incomplete." },
    });
  });
});
