import { Types } from 'mongoose';
import { MAX_ADDRESSES_PER_CUSTOMER } from '@mealbox/contracts';
import { HttpProblem } from '@mealbox/platform';
import type { AddressEntry } from '../data/customer-model';
import {
  ADDRESS_NOT_FOUND,
  addToBook,
  chooseDefault,
  defaultAddressOf,
  removeFromBook,
  updateInBook,
  type AddressBook,
} from './address-book';

let clock = Date.parse('2026-03-01T10:00:00Z');
const entry = (address: string, postcode = 'LS1 4AP'): AddressEntry => ({
  _id: new Types.ObjectId(),
  address,
  city: 'Leeds',
  county: 'West Yorkshire',
  postcode,
  safePlace: null,
  deliveryInstructions: null,
  createdAt: new Date((clock += 60_000)),
});
const input = ({ address, city, county, postcode }: AddressEntry) => ({ address, city, county, postcode });
const id = (address: AddressEntry) => address._id.toHexString();
const problemOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpProblem)
      return { status: error.status, detail: error.detail, errors: error.errors };
  }
  throw new Error('expected an HttpProblem');
};

describe('the default address', () => {
  const first = entry('1 Park Row');
  const second = entry('2 Park Row');

  it('when the customer never chose one, then the oldest address is the default', () => {
    expect(defaultAddressOf({ addresses: [first, second], defaultAddressId: null })).toBe(first);
    expect(defaultAddressOf({ addresses: [first, second] })).toBe(first);
  });

  it('when they chose one that is still saved, then it is the default; one that is gone, then the oldest', () => {
    expect(defaultAddressOf({ addresses: [first, second], defaultAddressId: second._id })).toBe(second);
    const gone = new Types.ObjectId();
    expect(defaultAddressOf({ addresses: [first, second], defaultAddressId: gone })).toBe(first);
  });

  it('when there are no addresses, then there is no default', () => {
    expect(defaultAddressOf({ addresses: [], defaultAddressId: null })).toBeNull();
  });
});

describe('adding an address', () => {
  it('when it is the first, then it is added and becomes the default', () => {
    const first = entry('1 Park Row');
    const decision = addToBook({ addresses: [], defaultAddressId: null }, first);
    expect(decision).toEqual({
      kind: 'changed',
      next: { change: 'added', address: first, addresses: [first], defaultAddressId: first._id },
    });
  });

  it('when another is added, then it goes last and the default stays', () => {
    const first = entry('1 Park Row');
    const second = entry('2 Park Row');
    const third = entry('3 Park Row');
    const book: AddressBook = { addresses: [first, second], defaultAddressId: second._id };
    expect(addToBook(book, third)).toMatchObject({
      kind: 'changed',
      next: { addresses: [first, second, third], defaultAddressId: second._id },
    });
  });

  it('when the same place is typed again in other case and spacing, then the saved one is answered', () => {
    const first = entry('1 Park Row');
    const again = { ...entry(' 1 PARK ROW '), city: 'leeds', county: 'west yorkshire ' };
    expect(addToBook({ addresses: [first] }, again)).toEqual({ kind: 'unchanged', address: first });
  });

  it('when the customer already keeps the most they may, then 400 says so', () => {
    const full = Array.from({ length: MAX_ADDRESSES_PER_CUSTOMER }, (_, i) => entry(`${i + 1} Park Row`));
    const message = `You can keep up to ${MAX_ADDRESSES_PER_CUSTOMER} addresses.`;
    expect(problemOf(() => addToBook({ addresses: full }, entry('Elsewhere')))).toEqual({
      status: 400,
      detail: message,
      errors: { non_field_errors: [message] },
    });
  });
});

describe('editing an address', () => {
  const first = entry('1 Park Row');
  const second = entry('2 Park Row');
  const book: AddressBook = { addresses: [first, second], defaultAddressId: null };

  it('when the words change, then it keeps its id, place, time added and the default', () => {
    const decision = updateInBook(book, id(second), { ...input(second), address: 'Flat 2, 2 Park Row' });
    const edited = { ...second, address: 'Flat 2, 2 Park Row' };
    expect(decision).toEqual({
      kind: 'changed',
      next: { change: 'updated', address: edited, addresses: [first, edited], defaultAddressId: first._id },
    });
  });

  it('when only the case changes, then that is an edit too; exactly the same words change nothing', () => {
    expect(updateInBook(book, id(first), { ...input(first), city: 'LEEDS' })).toMatchObject({
      kind: 'changed',
    });
    expect(updateInBook(book, id(first), input(first))).toEqual({ kind: 'unchanged', address: first });
  });

  it('when only the safe place or instructions change, then that is an edit; left out, they stay as saved', () => {
    const noted = updateInBook(book, id(first), {
      ...input(first),
      safePlace: 'porch',
      deliveryInstructions: 'Ring twice',
    });
    expect(noted).toMatchObject({
      kind: 'changed',
      next: { address: { ...first, safePlace: 'porch', deliveryInstructions: 'Ring twice' } },
    });
    if (noted.kind !== 'changed') throw new Error('expected a change');
    const kept = { addresses: noted.next.addresses, defaultAddressId: null };
    expect(updateInBook(kept, id(first), input(first))).toMatchObject({ kind: 'unchanged' });
    expect(updateInBook(kept, id(first), { ...input(first), safePlace: null })).toMatchObject({
      kind: 'changed',
      next: { address: { safePlace: null, deliveryInstructions: 'Ring twice' } },
    });
  });

  it('when it would become another saved address, then 400 says it is already saved', () => {
    expect(problemOf(() => updateInBook(book, id(first), { ...input(second), city: 'LEEDS' }))).toEqual({
      status: 400,
      detail: 'You have already saved this address.',
      errors: { non_field_errors: ['You have already saved this address.'] },
    });
  });

  it('when the id is not one of theirs, then 404', () => {
    for (const other of [new Types.ObjectId().toHexString(), 'not-an-id', id(first).toUpperCase()]) {
      expect(problemOf(() => updateInBook(book, other, input(first)))).toMatchObject({
        status: 404,
        detail: ADDRESS_NOT_FOUND,
      });
    }
  });
});

describe('removing an address', () => {
  const first = entry('1 Park Row');
  const second = entry('2 Park Row');
  const third = entry('3 Park Row');

  it('when it is not the default, then the default stays', () => {
    const book = { addresses: [first, second, third], defaultAddressId: third._id };
    expect(removeFromBook(book, id(first))).toEqual({
      change: 'removed',
      address: first,
      addresses: [second, third],
      defaultAddressId: third._id,
    });
  });

  it('when it is the chosen default, then the oldest one left becomes the default', () => {
    const book = { addresses: [first, second, third], defaultAddressId: second._id };
    expect(removeFromBook(book, id(second))).toMatchObject({
      addresses: [first, third],
      defaultAddressId: first._id,
    });
  });

  it('when it is the first-added default, then the next oldest becomes the default', () => {
    const book = { addresses: [first, second, third], defaultAddressId: null };
    expect(removeFromBook(book, id(first))).toMatchObject({ defaultAddressId: second._id });
  });

  it('when it is the last one, then there is no default', () => {
    expect(removeFromBook({ addresses: [first] }, id(first))).toMatchObject({
      addresses: [],
      defaultAddressId: null,
    });
  });

  it('when the id is not one of theirs, then 404', () => {
    expect(problemOf(() => removeFromBook({ addresses: [first] }, id(second)))).toMatchObject({
      status: 404,
    });
  });
});

describe('choosing the default', () => {
  const first = entry('1 Park Row');
  const second = entry('2 Park Row');

  it('when another address is chosen, then it becomes the default and the list stays as it was', () => {
    expect(chooseDefault({ addresses: [first, second], defaultAddressId: null }, id(second))).toEqual({
      kind: 'changed',
      next: {
        change: 'default_changed',
        address: second,
        addresses: [first, second],
        defaultAddressId: second._id,
      },
    });
  });

  it('when the default is chosen again (the first added, never chosen), then nothing changes', () => {
    expect(chooseDefault({ addresses: [first, second] }, id(first))).toEqual({
      kind: 'unchanged',
      address: first,
    });
  });

  it('when the id is not one of theirs, then 404', () => {
    expect(problemOf(() => chooseDefault({ addresses: [first] }, id(second)))).toMatchObject({
      status: 404,
    });
  });
});
