export { canberraOffsetMinutes } from './canberraOffset';
export {
  canberraDate,
  canberraTime,
  canberraNoon,
  canberraParts,
  SITE_TIME_ZONE,
  SITE_LOCALE,
  type CanberraParts,
} from './canberraDate';
export { canberraMillis, calendarDate } from './parseDate';
export { isCalendarDate, isRealDate, addDays } from './calendarDay';
export { weekdayName, formatCalendarDate } from './calendarNames';
