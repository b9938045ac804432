export { hoursOn, type DayHours } from './hoursOn';
export { parseHoursRange, type TimeRange } from './parseHoursRange';
export { holidaysByYear, type Holiday, type HolidayYear } from './holidaysByYear';
export {
  openStatus,
  formatClock,
  CLOSING_SOON_MINUTES,
  type OpenStatus,
  type OpenState,
} from './openStatus';
export { hoursColour, type HoursColour } from './hoursColour';
