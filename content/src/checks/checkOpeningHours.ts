import type { Issues } from '../issues/Issues';
import type { CheckInput } from './CheckInput';

/** A date has one set of hours: two holidays on one date would make 'open now' ambiguous. */
export function checkOpeningHours(input: CheckInput, issues: Issues): void {
  const hours = input.openingHours;
  if (!hours) return;
  const seen = new Map<string, number>();
  hours.holidays.forEach((holiday, i) => {
    const first = seen.get(holiday.date);
    if (first !== undefined)
      issues.at(
        hours,
        `holidays[${i}].date`,
        `${holiday.date} is also the date of holidays[${first}]`,
      );
    else seen.set(holiday.date, i);
  });
}
