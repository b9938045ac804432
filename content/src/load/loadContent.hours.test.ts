import { makeWeek } from 'shared-lib/testing';

import { ContentError } from '../issues/ContentError';
import { makeContent } from '../test-utils/factories';
import { makeTempDir, removeDir, writeContentDir } from '../test-utils/contentDir';
import { loadContent } from './loadContent';

// Trading hours per weekday with holiday overrides, checked as times (decision 413): every
// refusal names the file and the field.

describe('loadContent reads the trading hours as times', () => {
  let dir: string;
  beforeEach(() => {
    dir = makeTempDir();
  });
  afterEach(() => removeDir(dir));

  function problemsWith(openingHours: unknown): string[] {
    const content = makeContent();
    (content as { openingHours: unknown }).openingHours = openingHours;
    writeContentDir(content, dir);
    try {
      loadContent(dir, { displayBase: dir });
    } catch (error) {
      expect(error).toBeInstanceOf(ContentError);
      return (error as Error).message.split('\n').filter((line) => line.includes('opening-hours'));
    }
    return [];
  }

  it('takes a week of open and closed days and holidays with their own hours', () => {
    expect(
      problemsWith({
        week: {
          ...makeWeek('09:00', '17:30'),
          thursday: { closed: false, opens: '09:00', closes: '00:00' },
          sunday: { closed: true },
        },
        holidays: [
          { name: 'Christmas Day', date: '2026-12-25', closed: true },
          {
            name: 'Boxing Day',
            date: '2026-12-26',
            closed: false,
            opens: '08:00',
            closes: '19:00',
          },
        ],
      }),
    ).toEqual([]);
  });

  it('refuses a time that is not a 24-hour HH:mm, a closing before the opening and a missing time', () => {
    expect(
      problemsWith({
        week: {
          ...makeWeek(),
          monday: { closed: false, opens: '9am', closes: '18:00' },
          tuesday: { closed: false, opens: '10:00', closes: '09:00' },
          wednesday: { closed: false, opens: '10:00' },
        },
        holidays: [
          { name: 'Anzac Day', date: '2026-04-25', closed: false, opens: '13:00', closes: '24:00' },
        ],
      }),
    ).toEqual([
      'opening-hours.json: field "week.monday.opens": must be a 24-hour time written HH:mm, e.g. 09:30',
      'opening-hours.json: field "week.tuesday.closes": must be after the opening time (00:00 for midnight)',
      'opening-hours.json: field "week.wednesday.closes": is required when the centre is open (or tick "closed")',
      'opening-hours.json: field "holidays[0].closes": must be a 24-hour time written HH:mm, e.g. 09:30',
    ]);
  });

  it('refuses a week without one of its days, naming it', () => {
    const sixDays: Partial<ReturnType<typeof makeWeek>> = makeWeek();
    delete sixDays.sunday;
    expect(problemsWith({ week: sixDays, holidays: [] })).toEqual([
      'opening-hours.json: field "week.sunday": is required',
    ]);
  });
});
