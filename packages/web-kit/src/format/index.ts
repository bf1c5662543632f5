export { formatPrice, formatPence, formatSignedPrice, pounds, deliveryText } from './money';
export { formatDate, formatShortDate, formatWeekdayDate, formatDateTime } from './dates';
export { formatKcal, formatKj, formatEnergy, formatGrams, formatSaltGrams, formatMinutes } from './nutrition';
export { decimalToPence, priceLineOfDto } from './price-line-of-dto';
