import { ApiError } from '@mealbox/web-kit';
import {
  EMPTY_ADDRESS_FORM,
  addressRequest,
  errorFields,
  serverFieldErrors,
  validateAddressForm,
  type AddressFormValues,
} from './address-form';

const FILLED: AddressFormValues = {
  phone_number: '07700 900123',
  address: '10 Downing Street',
  city: 'London',
  county: 'Greater London',
  postcode: 'sw1a 2aa',
};

const problem = (status: number, errors?: Record<string, string[]>) =>
  new ApiError({
    type: 'about:blank',
    title: 'Bad Request',
    status,
    detail: 'The request is not valid.',
    errors,
  });

describe('the address forms (spec section 5: every field required)', () => {
  it('when every field is filled in, then there is nothing to fix', () => {
    expect(validateAddressForm(FILLED, { withPhone: true })).toEqual({});
  });

  it('when the first-time form is empty, then each field says what to enter, in page order', () => {
    const errors = validateAddressForm(EMPTY_ADDRESS_FORM, { withPhone: true });
    expect(errors).toEqual({
      phone_number: 'Enter your phone number',
      address: 'Enter your address',
      city: 'Enter your town or city',
      county: 'Enter your county',
      postcode: 'Enter your postcode',
    });
    expect(errorFields(errors)).toEqual(['phone_number', 'address', 'city', 'county', 'postcode']);
  });

  it('when the form is the ‘add new address’ one, then the phone number is not asked for', () => {
    expect(validateAddressForm({ ...FILLED, phone_number: '' }, { withPhone: false })).toEqual({});
  });

  it('when a field holds only spaces, then it counts as empty', () => {
    expect(validateAddressForm({ ...FILLED, city: '   ' }, { withPhone: true })).toEqual({
      city: 'Enter your town or city',
    });
  });

  it('when a field is longer than the service takes, then it says how long it may be', () => {
    expect(validateAddressForm({ ...FILLED, address: 'x'.repeat(201) }, { withPhone: true })).toEqual({
      address: 'Address must be 200 characters or fewer',
    });
  });

  it('when the address is sent, then its fields are trimmed (the server normalises the postcode)', () => {
    expect(addressRequest({ ...FILLED, address: ' 10 Downing Street ' })).toEqual({
      address: '10 Downing Street',
      city: 'London',
      county: 'Greater London',
      postcode: 'sw1a 2aa',
    });
  });

  it('when the server refuses fields (400), then its own words go beside those fields', () => {
    const error = problem(400, {
      postcode: ['Enter a UK postcode, such as SW1A 1AA.'],
      phone_number: ['Enter a UK phone number, such as 07700 900123 or 020 7946 0958.'],
      something_else: ['Not a field of this form.'],
    });
    expect(serverFieldErrors(error)).toEqual({
      postcode: 'Enter a UK postcode, such as SW1A 1AA.',
      phone_number: 'Enter a UK phone number, such as 07700 900123 or 020 7946 0958.',
    });
  });

  it('when the failure is not about the form’s fields, then there are no field messages', () => {
    expect(serverFieldErrors(problem(400, { delivery_date: ['Choose a working day.'] }))).toBeNull();
    expect(serverFieldErrors(problem(503))).toBeNull();
    expect(serverFieldErrors(new Error('boom'))).toBeNull();
  });
});
