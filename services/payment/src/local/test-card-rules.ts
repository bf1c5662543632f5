/** The card form of the local hosted checkout page, as submitted. */
export interface CardForm {
  name: string;
  card_number: string;
  expiry: string;
  cvc: string;
}
export type CardField = keyof CardForm;

/**
 * How a saved card answers later off-session charges: charged, or refused because its bank wants the customer
 * present to confirm each payment (3-D Secure), as Stripe's test card 4000 0027 6000 3184 behaves.
 */
export type SavedCardBehaviour = 'chargeable' | 'needs-authentication';

/** Pay (saving the card), be declined, or correct the form (messages by field, worded as a card form words them). */
export type CardDecision =
  | { kind: 'pay'; savedCard: SavedCardBehaviour }
  | { kind: 'decline' }
  | { kind: 'invalid'; errors: Partial<Record<CardField, string>> };

/** Stripe's own test numbers, so the local checkout behaves as Stripe's test mode does for the same card. */
export const PAYING_CARD = '4242424242424242';
export const DECLINED_CARD = '4000000000000002';
/**
 * Pays here (this page has no bank confirmation step; Stripe's shows one), but every later off-session charge is
 * refused because the bank wants the customer present: how a subscription box's failed payment is tried out.
 */
export const AUTHENTICATION_CARD = '4000002760003184';
export const TEST_CARD_HINT =
  'This is a test checkout: use 4242 4242 4242 4242 to pay, or 4000 0000 0000 0002 to see a declined card ' +
  '(4000 0027 6000 3184 pays now, but its later subscription charges are declined).';
const TEST_CARDS = [PAYING_CARD, DECLINED_CARD, AUTHENTICATION_CARD];

const digitsOf = (text: string) => text.replace(/[\s-]/g, '');

/** The Luhn check every card number passes (catches a mistyped digit before anything else). */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function cardNumberProblem(text: string): string | null {
  const digits = digitsOf(text);
  if (digits === '') return 'Enter your card number.';
  if (!/^\d{12,19}$/.test(digits)) return 'Your card number is incomplete.';
  if (!passesLuhn(digits)) return 'Your card number is not valid.';
  if (!TEST_CARDS.includes(digits)) return TEST_CARD_HINT;
  return null;
}

/** MM/YY (also MM / YY, MMYY or MM/YYYY); a card is valid to the end of its expiry month. */
function expiryProblem(text: string, today: Date): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'Enter the expiry date.';
  const match = /^(\d{2})\s*\/?\s*(\d{2}|\d{4})$/.exec(trimmed);
  if (!match) return 'Enter the expiry date as MM/YY.';
  const month = Number(match[1]);
  const year = match[2]?.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return 'Enter the expiry date as MM/YY.';
  const thisMonth = today.getUTCFullYear() * 12 + today.getUTCMonth();
  if (year * 12 + (month - 1) < thisMonth) return "Your card's expiry date is in the past.";
  return null;
}

/** Decides what the local provider does with a submitted card, as Stripe's test mode would for the same card. */
export function decideCard(form: CardForm, today: Date): CardDecision {
  const errors: Partial<Record<CardField, string>> = {};
  if (form.name.trim() === '') errors.name = 'Enter the name on your card.';
  const number = cardNumberProblem(form.card_number);
  if (number) errors.card_number = number;
  const expiry = expiryProblem(form.expiry, today);
  if (expiry) errors.expiry = expiry;
  const cvc = form.cvc.trim();
  if (cvc === '') errors.cvc = 'Enter the security code.';
  else if (!/^\d{3}$/.test(cvc)) errors.cvc = "Your card's security code is incomplete.";
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  const digits = digitsOf(form.card_number);
  if (digits === DECLINED_CARD) return { kind: 'decline' };
  return { kind: 'pay', savedCard: digits === AUTHENTICATION_CARD ? 'needs-authentication' : 'chargeable' };
}
