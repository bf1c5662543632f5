import type { OrderOutForDeliveryData } from '@mealbox/contracts';
import { calendarDay } from '../format';
import { deliveryNotesRows } from './delivery-notes-rows';

/** The day, the address and the customer's safe place and instructions a delivery mail names, as table rows. */
export function deliveryAddressRows(
  input: Pick<OrderOutForDeliveryData, 'deliveryDate' | 'address'>,
): Array<[string, string]> {
  const { address, city, county, postcode } = input.address;
  return [
    ['Delivery day', calendarDay(input.deliveryDate)],
    ['Address', [address, city, county, postcode].filter((part) => part.trim() !== '').join(', ')],
    ...deliveryNotesRows(input.address),
  ];
}
