export { deliveryClaim } from './delivery-claim';
export { forgetDeliveryPrice, loadDeliveryPrice } from './delivery-price';
export { useDeliveryPrice } from './use-delivery-price';
export { useDeliveryClaim } from './use-delivery-claim';
export { DeliveryClaim } from './DeliveryClaim';
