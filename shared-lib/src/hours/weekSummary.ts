import { WEEKDAYS, type OpeningHours, type Weekday } from '../content/types';
import { tradingHoursText } from './tradingDay';

export interface WeekHours {
  /** 'Every day', 'Monday – Friday', 'Saturday'. */
  days: string;
  /** The days' first and last weekday. */
  from: Weekday;
  to: Weekday;
  /** '10am – 6pm' or 'Closed'. */
  hours: string;
}

const dayName = (day: Weekday) => `${day[0]!.toUpperCase()}${day.slice(1)}`;

/**
 * The regular week as the site tells it: runs of following days with the same hours, Monday
 * first ('Monday – Friday 9am – 5:30pm', 'Saturday 9am – 5pm', 'Sunday Closed'); one run,
 * 'Every day', when every day has the same hours.
 */
export function weekSummary(week: OpeningHours['week']): WeekHours[] {
  const runs: WeekHours[] = [];
  for (const day of WEEKDAYS) {
    const hours = tradingHoursText(week[day]);
    const last = runs.at(-1);
    if (last && last.hours === hours) last.to = day;
    else runs.push({ days: '', from: day, to: day, hours });
  }
  if (runs.length === 1) return [{ ...runs[0]!, days: 'Every day' }];
  return runs.map((run) => ({
    ...run,
    days: run.from === run.to ? dayName(run.from) : `${dayName(run.from)} – ${dayName(run.to)}`,
  }));
}

/**
 * The regular week in one line: the hours alone when every day has them ('10am – 6pm'), else each
 * run with its days ('Monday – Saturday 9am – 5pm, Sunday Closed').
 */
export function weekHoursText(week: OpeningHours['week']): string {
  const runs = weekSummary(week);
  if (runs.length === 1) return runs[0]!.hours;
  return runs.map(({ days, hours }) => `${days} ${hours}`).join(', ');
}
