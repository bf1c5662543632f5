import { fetchDeliveryPricePence } from './delivery-price-api';
import { createDeliveryPriceStore } from './delivery-price-store';

/** The page's one delivery price (web-kit is shared by the shell and every remote, so this is too). */
export const deliveryPrice = createDeliveryPriceStore(fetchDeliveryPricePence);

/** The delivery price in pence, from the server (asked once per page, however many callers). */
export const loadDeliveryPrice = (): Promise<number> => deliveryPrice.load();

/** Staff changed the delivery price: what the pages say about delivery follows at once. */
export const forgetDeliveryPrice = (): void => deliveryPrice.forget();
