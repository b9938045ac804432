export { canberraDate, canberraNoon } from './canberraDate';
export { canberraMillis, calendarDate } from './parseDate';
export { isCalendarDate, addDays } from './calendarDay';
export { formatCalendarDate } from './calendarNames';
export { useToday } from './useToday';
export { useNow } from './useNow';
export { setRenderDate } from './renderDate';
