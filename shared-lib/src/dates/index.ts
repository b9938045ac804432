export {
  formatDate,
  formatLongDate,
  formatShortDate,
  formatEventDateTime,
  formatEventRange,
  LONG_DATE_FORMAT,
  SHORT_DATE_FORMAT,
  EVENT_DATE_TIME_FORMAT,
  RANGE_SEPARATOR,
} from './formatDate';
