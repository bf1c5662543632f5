import type { Address, Customer } from '@mealbox/contracts';
import type { AddressEntry, CustomerDocument } from '../data/customer-model';

export function toAddressDto(address: AddressEntry): Address {
  return {
    id: address._id.toHexString(),
    address: address.address,
    city: address.city,
    county: address.county,
    postcode: address.postcode,
  };
}

/** The spec's Customer (section 3): id, phone, addresses, the user with their email, and the customer's name. */
export function toCustomerDto(customer: CustomerDocument): Customer {
  return {
    id: customer._id.toHexString(),
    phone_number: customer.phoneNumber,
    address_details: customer.addresses.map(toAddressDto),
    name: customer.name,
    email: customer.email,
    user: { id: customer.userId, email: customer.email },
  };
}
