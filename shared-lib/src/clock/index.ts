export { canberraDate, canberraNoon, canberraTime } from './canberraDate';
export { canberraMillis, calendarDate } from './parseDate';
export { isCalendarDate, addDays } from './calendarDay';
export { formatCalendarDate, MONTHS } from './calendarNames';
export { canberraWallClock } from './canberraOffset';
export { useToday } from './useToday';
export { useNow } from './useNow';
export { setRenderDate } from './renderDate';
