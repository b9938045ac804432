import { DateTime } from 'luxon';
import { CANBERRA_ZONE } from './canberraZone';

describe('CANBERRA_ZONE', () => {
  it('gives luxon the same wall clock and formatting as the zone data', () => {
    const instants = [
      '2026-01-15T03:00:00Z',
      '2026-04-04T15:30:00Z',
      '2026-04-04T16:30:00Z',
      '2026-07-01T00:00:00Z',
      '2026-10-03T16:30:00Z',
    ];
    for (const iso of instants) {
      const ours = DateTime.fromISO(iso, { zone: CANBERRA_ZONE }).setLocale('en-AU');
      const zoneData = DateTime.fromISO(iso, { zone: 'Australia/Canberra' }).setLocale('en-AU');
      expect(ours.toFormat('EEEE d MMMM yyyy, h:mm a ZZ')).toBe(
        zoneData.toFormat('EEEE d MMMM yyyy, h:mm a ZZ'),
      );
      expect(ours.offset).toBe(zoneData.offset);
    }
  });

  it('reads a date-time without an offset as Canberra time, also across daylight saving', () => {
    expect(DateTime.fromISO('2026-12-05T10:00', { zone: CANBERRA_ZONE }).toUTC().toISO()).toBe(
      '2026-12-04T23:00:00.000Z',
    );
    expect(DateTime.fromISO('2026-06-05T10:00', { zone: CANBERRA_ZONE }).toUTC().toISO()).toBe(
      '2026-06-05T00:00:00.000Z',
    );
  });

  it('names its offset', () => {
    expect(CANBERRA_ZONE.formatOffset(Date.UTC(2026, 0, 1), 'short')).toBe('+11:00');
    expect(CANBERRA_ZONE.formatOffset(Date.UTC(2026, 6, 1), 'techie')).toBe('+1000');
    expect(CANBERRA_ZONE.formatOffset(Date.UTC(2026, 6, 1), 'narrow')).toBe('+10');
    expect(CANBERRA_ZONE.offsetName(Date.UTC(2026, 0, 1), { format: 'short' })).toBe('AEDT');
  });
});
