import type { z } from 'zod';
import type { Address, Customer, addressRequestSchema } from '@mealbox/contracts';
import type { AddressEntry, CustomerDocument } from '../data/customer-model';
import { defaultAddressOf, type AddressInput } from '../domain/address-book';
import { notesOf } from '../../shared/domain/delivery-notes';

export function toAddressDto(address: AddressEntry): Address {
  const notes = notesOf(address);
  return {
    id: address._id.toHexString(),
    address: address.address,
    city: address.city,
    county: address.county,
    postcode: address.postcode,
    safe_place: notes.safePlace,
    delivery_instructions: notes.deliveryInstructions,
  };
}

/** The parsed body of add_address or an address's PATCH, in the address book's words. */
export function addressInputOf(body: z.output<typeof addressRequestSchema>): AddressInput {
  return {
    address: body.address,
    city: body.city,
    county: body.county,
    postcode: body.postcode,
    safePlace: body.safe_place,
    deliveryInstructions: body.delivery_instructions,
  };
}

/**
 * The spec's Customer (section 3): id, phone, addresses, the user with their email, and the customer's name; and
 * which address is the default.
 */
export function toCustomerDto(customer: CustomerDocument): Customer {
  return {
    id: customer._id.toHexString(),
    phone_number: customer.phoneNumber,
    address_details: customer.addresses.map(toAddressDto),
    default_address_id: defaultAddressOf(customer)?._id.toHexString() ?? null,
    name: customer.name,
    email: customer.email,
    user: { id: customer.userId, email: customer.email },
  };
}
