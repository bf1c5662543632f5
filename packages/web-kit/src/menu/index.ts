export {
  datesInWeek,
  deliveryWeeks,
  menuWeekOf,
  menuWeekWords,
  weekAfter,
  type DeliveryWeek,
} from './menu-weeks';
export { fetchDeliveryDates } from './delivery-dates-api';
