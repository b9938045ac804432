export {
  formatLongDate,
  formatShortDate,
  formatEventDateTime,
  formatEventRange,
} from './formatDate';
