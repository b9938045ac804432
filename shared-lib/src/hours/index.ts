export { canberraDate, SITE_TIME_ZONE, SITE_LOCALE } from './canberraDate';
export { hoursOn, type DayHours } from './hoursOn';
export { parseHoursRange, type TimeRange } from './parseHoursRange';
