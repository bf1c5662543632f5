import type { OrderOutForDeliveryData } from '@mealbox/contracts';
import { calendarDay } from '../format';

/** The day and the address a delivery mail names, as the rows of its table. */
export function deliveryAddressRows(
  input: Pick<OrderOutForDeliveryData, 'deliveryDate' | 'address'>,
): Array<[string, string]> {
  const { address, city, county, postcode } = input.address;
  return [
    ['Delivery day', calendarDay(input.deliveryDate)],
    ['Address', [address, city, county, postcode].filter((part) => part.trim() !== '').join(', ')],
  ];
}
