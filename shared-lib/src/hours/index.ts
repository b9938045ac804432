export { canberraDate, SITE_TIME_ZONE, SITE_LOCALE } from './canberraDate';
export { hoursOn, type DayHours } from './hoursOn';
