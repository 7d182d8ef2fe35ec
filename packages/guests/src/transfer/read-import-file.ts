import type { GuestSheetResponse } from '@wedding/core';
import Papa from 'papaparse';

/**
 * A chosen import file as header and rows of text: CSV is parsed here (papaparse: quoted commas, doubled quotes,
 * line breaks in quotes, CRLF, a UTF-8 byte order mark), an .xlsx file is read by the server (`readSheet`).
 */
export async function readImportFile(
  file: File,
  readSheet: (file: File) => Promise<GuestSheetResponse>,
): Promise<GuestSheetResponse> {
  if (/\.xlsx$/i.test(file.name)) return readSheet(file);
  const parsed = Papa.parse<string[]>((await file.text()).replace(/^\uFEFF/, ''), {
    skipEmptyLines: 'greedy',
  });
  const [columns = [], ...rows] = parsed.data;
  return { columns: columns.map((column) => column.trim()), rows };
}
