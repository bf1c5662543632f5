import type { Address } from '@mealbox/contracts';
import { ApiError } from '@mealbox/web-kit';
import {
  addressOneLine,
  changeNotice,
  changeProblem,
  defaultAfterRemoving,
  formValuesOf,
  savedAddresses,
} from './address-book';

const LEEDS: Address = {
  id: 'a1',
  address: '1 Park Row',
  city: 'Leeds',
  county: 'West Yorkshire',
  postcode: 'LS1 4AP',
  safe_place: null,
  delivery_instructions: null,
};
const YORK: Address = {
  id: 'a2',
  address: '2 Stonegate',
  city: 'York',
  county: 'North Yorkshire',
  postcode: 'YO1 8AS',
  safe_place: null,
  delivery_instructions: null,
};
const BATH: Address = {
  id: 'a3',
  address: '3 Royal Crescent',
  city: 'Bath',
  county: 'Somerset',
  postcode: 'BA1 2LR',
  safe_place: null,
  delivery_instructions: null,
};

const problem = (status: number, detail: string, errors?: Record<string, string[]>) =>
  new ApiError({ type: 'about:blank', title: 'Problem', status, detail, errors });

describe('the saved addresses on /account', () => {
  it('when ordering names the default, then that one is marked and the list keeps the order they were added in', () => {
    const saved = savedAddresses({ address_details: [LEEDS, YORK, BATH], default_address_id: 'a2' });
    expect(saved).toEqual([
      { address: LEEDS, isDefault: false },
      { address: YORK, isDefault: true },
      { address: BATH, isDefault: false },
    ]);
  });

  it('when ordering does not say which is the default (an older deployment), then the first address is', () => {
    expect(savedAddresses({ address_details: [LEEDS, YORK] }).map((entry) => entry.isDefault)).toEqual([
      true,
      false,
    ]);
  });

  it('when there are no addresses, then there is nothing to mark', () => {
    expect(savedAddresses({ address_details: [], default_address_id: null })).toEqual([]);
  });
});

describe('removing an address', () => {
  const saved = savedAddresses({ address_details: [LEEDS, YORK, BATH], default_address_id: 'a2' });

  it('when it is not the default, then the default stays (nothing to say)', () => {
    expect(defaultAfterRemoving(saved, 'a1')).toBeUndefined();
    expect(defaultAfterRemoving(saved, 'a3')).toBeUndefined();
  });

  it('when it is the default, then the oldest address left takes over', () => {
    expect(defaultAfterRemoving(saved, 'a2')).toBe(LEEDS);
    const firstIsDefault = savedAddresses({ address_details: [LEEDS, YORK, BATH], default_address_id: 'a1' });
    expect(defaultAfterRemoving(firstIsDefault, 'a1')).toBe(YORK);
  });

  it('when it is the only address, then none is left to be the default', () => {
    expect(defaultAfterRemoving(savedAddresses({ address_details: [LEEDS] }), 'a1')).toBeNull();
  });
});

describe('the words around a change', () => {
  it('when an address is shown on one line, then it reads as a British address', () => {
    expect(addressOneLine(LEEDS)).toBe('1 Park Row, Leeds, West Yorkshire LS1 4AP');
  });

  it('when an address is edited, then the form starts with its saved words and no phone number', () => {
    expect(formValuesOf(LEEDS)).toEqual({
      phone_number: '',
      address: '1 Park Row',
      city: 'Leeds',
      county: 'West Yorkshire',
      postcode: 'LS1 4AP',
    });
  });

  it('when a change is saved, then the card says what happened to which address', () => {
    expect(changeNotice('added', LEEDS)).toBe('1 Park Row has been added to your addresses.');
    expect(changeNotice('updated', LEEDS)).toBe('Your changes to 1 Park Row have been saved.');
    expect(changeNotice('removed', LEEDS)).toBe('1 Park Row has been removed from your addresses.');
    expect(changeNotice('default', LEEDS)).toBe('1 Park Row is now your default address.');
  });
});

describe('a refused change', () => {
  it('when the server names fields, then its words go beside them and no other message is shown', () => {
    const refused = problem(400, 'The request is not valid.', {
      postcode: ['Enter a UK postcode, such as SW1A 1AA.'],
      address: ['This field may not be blank.'],
    });
    expect(changeProblem(refused)).toEqual({
      fieldErrors: {
        address: 'This field may not be blank.',
        postcode: 'Enter a UK postcode, such as SW1A 1AA.',
      },
      detail: null,
      gone: false,
    });
  });

  it('when the server refuses the whole address, then its problem detail is shown', () => {
    const twice = problem(400, 'You have already saved this address.', {
      non_field_errors: ['You have already saved this address.'],
    });
    expect(changeProblem(twice)).toEqual({
      fieldErrors: null,
      detail: 'You have already saved this address.',
      gone: false,
    });
    expect(changeProblem(problem(400, 'You can keep up to 20 addresses.')).detail).toBe(
      'You can keep up to 20 addresses.',
    );
  });

  it('when the address is no longer saved (404), then the detail says the list was refreshed, and it is gone', () => {
    expect(changeProblem(problem(404, 'Address not found.'))).toEqual({
      fieldErrors: null,
      detail:
        'Address not found. It may have been removed in another window, so your list has been refreshed.',
      gone: true,
    });
  });

  it('when something failed on our side or on the way, then the customer gets a sentence they can act on', () => {
    expect(changeProblem(problem(503, 'upstream timed out')).detail).toBe(
      'Something went wrong on our side. Please try again in a moment.',
    );
    expect(changeProblem(problem(0, 'Network error')).detail).toBe(
      'We could not reach Mealbox. Please check your connection and try again.',
    );
    expect(changeProblem(new Error('boom')).detail).toBe(
      'Something unexpected went wrong. Please try again.',
    );
  });
});
