export { hoursOn, type DayHours } from './hoursOn';
export {
  formatClock,
  tradingHoursText,
  tradingTimes,
  weekdayOf,
  type TimeRange,
} from './tradingDay';
export { weekHoursText, weekSummary, type WeekHours } from './weekSummary';
export { holidaysByYear, type Holiday, type HolidayYear } from './holidaysByYear';
export { openStatus, CLOSING_SOON_MINUTES, type OpenStatus, type OpenState } from './openStatus';
export { hoursColour, type HoursColour } from './hoursColour';
