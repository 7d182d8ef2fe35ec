import type { GuestSheetResponse } from '@wedding/core';

/**
 * A chosen import file as header and rows of text: CSV is parsed here (papaparse: quoted commas, doubled quotes,
 * line breaks in quotes, CRLF, a UTF-8 byte order mark), an .xlsx file is read by the server (`readSheet`).
 */
export async function readImportFile(
  file: File,
  readSheet: (file: File) => Promise<GuestSheetResponse>,
): Promise<GuestSheetResponse> {
  if (/\.xlsx$/i.test(file.name)) return readSheet(file);
  // The CSV parser is fetched with the first file read: the guest list opens without it.
  const { default: Papa } = await import('papaparse');
  const parsed = Papa.parse<string[]>((await file.text()).replace(/^\uFEFF/, ''), {
    skipEmptyLines: 'greedy',
  });
  const [columns = [], ...rows] = parsed.data;
  return { columns: columns.map((column) => column.trim()), rows };
}
