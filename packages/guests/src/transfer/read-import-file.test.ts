import { describe, expect, it, vi } from 'vitest';
import { readImportFile } from './read-import-file';

describe('readImportFile: CSV in the browser, .xlsx through the server', () => {
  it('reads quoted commas, doubled quotes, line breaks in quotes, CRLF and a byte order mark', async () => {
    const csv =
      '\uFEFFName,Telefon,Notizen\r\n"Müller, Anna","+49 170 1","""Oma"" mit\nRollator"\r\n\r\nBen,,\r\n';
    const sheet = await readImportFile(new File([csv], 'gaeste.csv'), vi.fn());
    expect(sheet.columns).toEqual(['Name', 'Telefon', 'Notizen']);
    expect(sheet.rows).toEqual([
      ['Müller, Anna', '+49 170 1', '"Oma" mit\nRollator'],
      ['Ben', '', ''],
    ]);
  });

  it('hands an .xlsx file to the server', async () => {
    const readSheet = vi.fn().mockResolvedValue({ columns: ['Name'], rows: [['Anna']] });
    const file = new File(['x'], 'Liste.XLSX');
    expect(await readImportFile(file, readSheet)).toEqual({ columns: ['Name'], rows: [['Anna']] });
    expect(readSheet).toHaveBeenCalledWith(file);
  });
});
