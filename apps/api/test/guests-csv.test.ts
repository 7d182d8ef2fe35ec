import { describe, expect, it } from 'vitest';
import { CSV_BOM, escapeCsvCell, toCsv } from '../src/guests/csv.js';

describe('guest export CSV: RFC 4180 quoting', () => {
  it('leaves plain text unquoted', () => {
    expect(escapeCsvCell('Anna Müller')).toBe('Anna Müller');
  });

  it.each([
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line1\nline2', '"line1\nline2"'],
    ['line1\r\nline2', '"line1\r\nline2"'],
  ])('quotes %j as %j', (input, expected) => {
    expect(escapeCsvCell(input)).toBe(expected);
  });

  it('writes empty cells for null and undefined, plain numbers and booleans', () => {
    expect(escapeCsvCell(null)).toBe('');
    expect(escapeCsvCell(undefined)).toBe('');
    expect(escapeCsvCell(-3)).toBe('-3');
    expect(escapeCsvCell(true)).toBe('true');
    expect(escapeCsvCell(new Date('2026-01-02T03:04:05.000Z'))).toBe('2026-01-02T03:04:05.000Z');
  });
});

describe('guest export CSV: formula injection', () => {
  it.each([
    ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ['+49 170 1234567', "'+49 170 1234567"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\r=1', `"'\r=1"`],
  ])('prefixes %j with an apostrophe', (input, expected) => {
    expect(escapeCsvCell(input)).toBe(expected);
  });

  it('leaves a trigger character inside the text alone', () => {
    expect(escapeCsvCell('a=b')).toBe('a=b');
    expect(escapeCsvCell('')).toBe('');
  });
});

describe('guest export CSV: document', () => {
  const columns = [
    { header: 'name', value: (row: { name: string; count: number }) => row.name },
    { header: 'count', value: (row: { name: string; count: number }) => row.count },
  ];

  it('starts with the UTF-8 BOM, has a header and CRLF line ends', () => {
    const csv = toCsv(
      [
        { name: 'Jörg', count: 2 },
        { name: 'x,y', count: 1 },
      ],
      columns,
    );
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.slice(1)).toBe('name,count\r\nJörg,2\r\n"x,y",1\r\n');
  });

  it('writes only the header for no rows', () => {
    expect(toCsv([], columns)).toBe(`${CSV_BOM}name,count\r\n`);
  });
});
