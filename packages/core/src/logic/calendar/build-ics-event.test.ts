import { describe, expect, it } from 'vitest';
import { buildIcsEvent, type IcsEventInput } from './build-ics-event';

const base: IcsEventInput = {
  uid: 'cevent123@wedding.example',
  createdAt: new Date('2027-05-01T08:09:10.123Z'),
  date: '2027-06-12',
  startTime: '14:30',
  endTime: '15:45',
  title: 'Trauung',
  description: 'Bitte pünktlich sein; danach Sekt, Kuchen\nund Fotos.',
  location: 'Schloss Elmau, Elmau 2, 82493 Krün',
  url: 'https://wedding.example/de/w/anna-und-ben',
  timeZone: 'Europe/Berlin',
};

const linesOf = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

describe('buildIcsEvent', () => {
  it('writes a complete calendar with CRLF line ends and a final CRLF, nothing else', () => {
    const ics = buildIcsEvent(base);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = linesOf(ics);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('PRODID:-//Wedding//Guest site//EN');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
  });

  it("writes UID, DTSTAMP and the wall-clock times of the wedding's zone in UTC, with no VTIMEZONE to keep", () => {
    const lines = linesOf(buildIcsEvent(base));
    expect(lines).toContain('UID:cevent123@wedding.example');
    expect(lines).toContain('DTSTAMP:20270501T080910Z');
    // 14:30 in Berlin's summer is 12:30 UTC; the same wall clock in Kolkata (+5:30) is 09:00 UTC.
    expect(lines).toContain('DTSTART:20270612T123000Z');
    expect(lines).toContain('DTEND:20270612T134500Z');
    const kolkata = linesOf(buildIcsEvent({ ...base, timeZone: 'Asia/Kolkata' }));
    expect(kolkata).toContain('DTSTART:20270612T090000Z');
    expect(kolkata).toContain('DTEND:20270612T101500Z');
    expect(lines.some((line) => line.startsWith('BEGIN:VTIMEZONE') || line.includes('TZID'))).toBe(false);
  });

  it("follows the zone's own clock changes: Berlin in winter is one hour ahead of UTC, New York behind", () => {
    expect(linesOf(buildIcsEvent({ ...base, date: '2027-12-11' }))).toContain('DTSTART:20271211T133000Z');
    expect(linesOf(buildIcsEvent({ ...base, date: '2027-12-11', timeZone: 'America/New_York' }))).toContain(
      'DTSTART:20271211T193000Z',
    );
  });

  it('escapes SUMMARY, DESCRIPTION and LOCATION and keeps the URL as written', () => {
    const lines = linesOf(buildIcsEvent({ ...base, title: 'Feier, Tanz; Musik' }));
    expect(lines).toContain('SUMMARY:Feier\\, Tanz\\; Musik');
    expect(lines).toContain('DESCRIPTION:Bitte pünktlich sein\\; danach Sekt\\, Kuchen\\nund Fotos.');
    expect(lines).toContain('LOCATION:Schloss Elmau\\, Elmau 2\\, 82493 Krün');
    expect(lines).toContain('URL:https://wedding.example/de/w/anna-und-ben');
  });

  it('folds long lines at 75 octets', () => {
    const ics = buildIcsEvent({ ...base, description: 'Ä'.repeat(120) });
    for (const line of ics.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(linesOf(ics)).toContain(`DESCRIPTION:${'Ä'.repeat(120)}`);
  });

  it('an end time not after the start ends the next day (a party until 02:00), also across a month', () => {
    const lines = linesOf(
      buildIcsEvent({ ...base, date: '2027-06-30', startTime: '20:00', endTime: '02:00' }),
    );
    expect(lines).toContain('DTSTART:20270630T180000Z');
    expect(lines).toContain('DTEND:20270701T000000Z');
  });

  it('without an end time the event lasts one hour (DURATION), never both DTEND and DURATION', () => {
    const lines = linesOf(buildIcsEvent({ ...base, endTime: null }));
    expect(lines).toContain('DURATION:PT1H');
    expect(lines.some((line) => line.startsWith('DTEND'))).toBe(false);
  });

  it('without a usable start time it is an all-day event with an exclusive end date and no time zone', () => {
    for (const startTime of [null, '', '25:00', '9:5']) {
      const lines = linesOf(buildIcsEvent({ ...base, date: '2027-12-31', startTime }));
      expect(lines).toContain('DTSTART;VALUE=DATE:20271231');
      expect(lines).toContain('DTEND;VALUE=DATE:20280101');
      expect(lines).not.toContain('BEGIN:VTIMEZONE');
    }
  });

  it('leaves out empty optional fields and a URL that is not http(s) or holds a line break', () => {
    const lines = linesOf(
      buildIcsEvent({ ...base, description: '  ', location: null, url: 'javascript:alert(1)' }),
    );
    expect(lines.some((line) => /^(DESCRIPTION|LOCATION|URL)[:;]/.test(line))).toBe(false);
    const injected = linesOf(buildIcsEvent({ ...base, url: 'https://x.example/\r\nATTACH:evil' }));
    expect(injected.some((line) => line.startsWith('ATTACH'))).toBe(false);
  });

  it('a title with a line break cannot inject a property', () => {
    const lines = linesOf(buildIcsEvent({ ...base, title: 'Trauung\r\nATTENDEE:mailto:x@y.z' }));
    expect(lines).toContain('SUMMARY:Trauung\\nATTENDEE:mailto:x@y.z');
    expect(lines.some((line) => line.startsWith('ATTENDEE'))).toBe(false);
  });

  it('refuses a day that is not a real calendar date', () => {
    expect(() => buildIcsEvent({ ...base, date: '2027-02-30' })).toThrow(RangeError);
    expect(() => buildIcsEvent({ ...base, date: '12.06.2027' })).toThrow(RangeError);
  });
});
