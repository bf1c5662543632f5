export { formatPrice, formatPence } from './money';
export { formatDate, formatShortDate, formatWeekdayDate, formatDateTime } from './dates';
export { formatKcal, formatGrams } from './nutrition';
