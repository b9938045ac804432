/**
 * @jest-environment node
 */
import { makeEvent } from '../../test/factories';
import { eventCalendarFile, eventCalendarFileName } from './eventCalendar';

const site = {
  siteName: 'Canberra Outlet Centre',
  address: '337 Canberra Avenue, Fyshwick ACT 2609',
  siteUrl: 'https://example.com.au',
};

/** iCalendar folds long lines at 75 octets; unfold them to read the properties. */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');
const property = (ics: string, name: string) =>
  unfold(ics)
    .split('\r\n')
    .find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`));

describe('eventCalendarFile', () => {
  it('writes Canberra times as UTC instants across a daylight-saving change', () => {
    // 10:00 AEDT (UTC+11) on 3 April and 14:30 AEST (UTC+10) on 5 April 2026.
    const ics = eventCalendarFile(makeEvent(), site)!;
    expect(property(ics, 'DTSTART')).toBe('DTSTART:20260402T230000Z');
    expect(property(ics, 'DTEND')).toBe('DTEND:20260405T043000Z');
  });

  it('reads a time without an offset as Canberra wall-clock time', () => {
    const ics = eventCalendarFile(
      makeEvent({
        startDate: { value: '2026-07-01T09:00:00' },
        endDate: { value: '2026-07-01T17:00:00' },
      }),
      site,
    )!;
    // July is AEST, UTC+10.
    expect(property(ics, 'DTSTART')).toBe('DTSTART:20260630T230000Z');
    expect(property(ics, 'DTEND')).toBe('DTEND:20260701T070000Z');
  });

  it('makes plain dates an all-day entry ending the day after the last day', () => {
    const ics = eventCalendarFile(
      makeEvent({ startDate: { value: '2026-12-30' }, endDate: { value: '2026-12-31' } }),
      site,
    )!;
    expect(property(ics, 'DTSTART')).toBe('DTSTART;VALUE=DATE:20261230');
    expect(property(ics, 'DTEND')).toBe('DTEND;VALUE=DATE:20270101');
  });

  it('names the event, the centre as location, its page and a stable id', () => {
    const ics = eventCalendarFile(
      makeEvent({ id: 'fair', title: 'Food fair', summary: '<p>Tastings &amp; stalls</p>' }),
      site,
    )!;
    expect(property(ics, 'SUMMARY')).toBe('SUMMARY:Food fair');
    expect(property(ics, 'DESCRIPTION')).toBe('DESCRIPTION:Tastings & stalls');
    expect(property(ics, 'LOCATION')).toBe(
      'LOCATION:Canberra Outlet Centre\\, 337 Canberra Avenue\\, Fyshwick ACT 2609',
    );
    expect(property(ics, 'URL')).toBe('URL:https://example.com.au/whats-on/events/fair/');
    expect(property(ics, 'UID')).toBe('UID:event-fair@example.com.au');
    expect(unfold(ics)).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(unfold(ics)).toContain('BEGIN:VEVENT');
  });

  it('gives no file when a date is not a date', () => {
    expect(eventCalendarFile(makeEvent({ startDate: { value: 'soon' } }), site)).toBeNull();
  });
});

describe('eventCalendarFileName', () => {
  it('uses the last part of the path alias', () => {
    expect(eventCalendarFileName({ path: { alias: '/whats-on/events/food-fair/' } })).toBe(
      'food-fair.ics',
    );
  });
});
