import type { Address, Customer } from '@mealbox/contracts';
import type { AddressEntry, CustomerDocument } from '../data/customer-model';
import { defaultAddressOf } from '../domain/address-book';

export function toAddressDto(address: AddressEntry): Address {
  return {
    id: address._id.toHexString(),
    address: address.address,
    city: address.city,
    county: address.county,
    postcode: address.postcode,
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
