/** Opening and closing times in 24-hour HH:mm. */
export interface TimeRange {
  opens: string;
  closes: string;
}

const TIME = /^(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm)$/i;

function to24Hour(text: string): string | null {
  const match = TIME.exec(text.trim());
  if (!match) return null;
  const hour = Number(match[1]);
  const minutes = match[2] ?? '00';
  if (hour < 1 || hour > 12 || Number(minutes) > 59) return null;
  const pm = match[3]!.toLowerCase() === 'pm';
  const hour24 = (hour % 12) + (pm ? 12 : 0);
  return `${String(hour24).padStart(2, '0')}:${minutes}`;
}

/**
 * Reads an hours text of the content ('10am – 6pm', '1pm-6pm', '9:30am – 5:30pm') as 24-hour times;
 * null for anything else ('Closed', free text), which callers show as written.
 */
export function parseHoursRange(text: string): TimeRange | null {
  const parts = text.split(/\s*[–—-]\s*/);
  if (parts.length !== 2) return null;
  const opens = to24Hour(parts[0]!);
  const closes = to24Hour(parts[1]!);
  return opens && closes ? { opens, closes } : null;
}
